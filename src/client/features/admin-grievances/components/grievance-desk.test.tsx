import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '#client/i18n/staff-loaders.ts';
import { MemoryRouter } from '#client/lib/router.tsx';
import { QueryClientProvider } from '#client/lib/query.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { AdminGrievance, AdminGrievanceList } from '#shared/schemas/grievances';
import { sampleComplaint, staffPageTests } from '#client/test-helpers.tsx';
import { GrievanceList, spanOf } from './grievance-desk.tsx';

const ticket = (over: Partial<AdminGrievance>): AdminGrievance => ({
  ...sampleComplaint(),
  source: 'call',
  customer: { userId: null, name: 'Sunita Jadhav', email: null, mobile: '+919822040002' },
  handledBy: null,
  closedAt: null,
  overdue: false,
  escalation: null,
  ...over,
});

const renderList = (list: AdminGrievanceList) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/grievances']}>
        <GrievanceList list={list} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

// docs/product-rules.md 54: the desk shows each ticket's clock from the server's time, and flags it overdue.
describe('the grievance desk', () => {
  staffPageTests('admin-grievances');

  it('says the time left to acknowledge an open ticket and to resolve an acknowledged one, counted from the server time', () => {
    renderList({
      asOf: '2026-12-05T04:30:00.000Z', // 24 hours after the complaint
      openCount: 2,
      overdueCount: 0,
      items: [ticket({}), ticket({ id: 'g2', number: 'GR-000002', status: 'acknowledged', acknowledgedAt: '2026-12-04T06:00:00.000Z' })],
    });
    const [open, acknowledged] = screen.getAllByTestId('grievance');
    expect(within(open!).getByText('GR-000001')).toBeTruthy();
    expect(within(open!).getByTestId('clock').textContent).toBe('24 hours left to acknowledge');
    expect(within(acknowledged!).getByTestId('clock').textContent).toBe('30 days left to resolve');
    expect(screen.queryByTestId('overdue')).toBeNull();
  });

  it('flags a ticket overdue past 48 hours unacknowledged and past a month unresolved; a settled one has no clock', () => {
    renderList({
      asOf: '2027-01-07T04:30:00.000Z',
      openCount: 2,
      overdueCount: 2,
      items: [
        ticket({ overdue: true }),
        ticket({ id: 'g2', number: 'GR-000002', status: 'acknowledged', overdue: true }),
        ticket({ id: 'g3', number: 'GR-000003', status: 'resolved', resolvedAt: '2026-12-10T04:30:00.000Z' }),
      ],
    });
    const [open, acknowledged, resolved] = screen.getAllByTestId('grievance');
    expect(within(open!).getByTestId('overdue').textContent).toBe('Overdue');
    expect(within(open!).getByTestId('clock').textContent).toBe('Resolution overdue by 3 days');
    expect(within(acknowledged!).getByTestId('clock').textContent).toBe('Resolution overdue by 3 days');
    expect(within(resolved!).queryByTestId('clock')).toBeNull();
    expect(within(resolved!).queryByTestId('overdue')).toBeNull();
  });

  it('says an acknowledgement overdue in hours', () => {
    renderList({ asOf: '2026-12-06T09:30:00.000Z', openCount: 1, overdueCount: 1, items: [ticket({ overdue: true })] });
    expect(screen.getByTestId('clock').textContent).toBe('Acknowledgement overdue by 5 hours');
  });

  it('flags a ticket its ONDC buyer app escalated, and shows when and the complainant\'s words when opened', () => {
    renderList({
      asOf: '2026-12-05T04:30:00.000Z',
      openCount: 2,
      overdueCount: 0,
      items: [
        ticket({ source: 'ondc', status: 'acknowledged', escalation: { at: '2026-12-05T04:00:00.000Z', words: 'No answer in two days: I want a replacement' } }),
        ticket({ id: 'g2', number: 'GR-000002' }),
      ],
    });
    const [escalated, plain] = screen.getAllByTestId('grievance');
    expect(within(escalated!).getByTestId('escalated').textContent).toBe('Escalated');
    expect(within(plain!).queryByTestId('escalated')).toBeNull();
    fireEvent.click(within(escalated!).getByRole('button', { expanded: false }));
    const shown = within(escalated!).getByTestId('escalation');
    expect(shown.textContent).toMatch(/^Escalated by the customer through the buyer app, .*2026/);
    expect(shown.textContent).toContain('No answer in two days: I want a replacement');
  });

  it('counts spans in days from two days on, hours under that, minutes under an hour', () => {
    expect(spanOf(3 * 24 * 3_600_000)).toEqual({ unit: 'days', count: 3 });
    expect(spanOf(-47 * 3_600_000)).toEqual({ unit: 'hours', count: 47 });
    expect(spanOf(59 * 60_000)).toEqual({ unit: 'minutes', count: 59 });
  });
});
