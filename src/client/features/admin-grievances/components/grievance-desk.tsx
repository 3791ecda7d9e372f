import { useId, useState, type FormEvent } from 'react';
import { GRIEVANCE_CATEGORIES, GRIEVANCE_FILTERS, grievanceClock, type AdminGrievance, type AdminGrievanceList, type GrievanceCategory, type GrievanceFilter } from '#shared/schemas/grievances';
import { ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useAddGrievance, useGrievances, useGrievanceStep, type GrievanceAction } from '#client/features/admin-grievances/api/grievances.ts';

const HOUR = 3_600_000;

/** A span as the desk says it: days from two days on, hours under that, minutes under an hour. */
export function spanOf(ms: number): { unit: 'days' | 'hours' | 'minutes'; count: number } {
  const abs = Math.abs(ms);
  if (abs >= 48 * HOUR) return { unit: 'days', count: Math.floor(abs / (24 * HOUR)) };
  if (abs >= HOUR) return { unit: 'hours', count: Math.floor(abs / HOUR) };
  return { unit: 'minutes', count: Math.max(1, Math.floor(abs / 60_000)) };
}

const STATUS_STYLES: Record<AdminGrievance['status'], string> = {
  open: 'bg-amber-100 text-amber-900',
  acknowledged: 'bg-sky-100 text-sky-900',
  resolved: 'bg-brand-100 text-brand-900',
  closed: 'bg-stone-200 text-stone-800',
};

/** "+919822012345" as people read it: "+91 98220 12345". */
const spaced = (mobile: string) => mobile.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');

/**
 * Admin -> Grievances (docs/product-rules.md 54): the tickets by filter with their clocks, counted
 * from the server's time (`asOf`), a ticket opened to acknowledge, answer, resolve or close it, and
 * the entry of a call's or WhatsApp's complaint.
 */
export function GrievanceDesk() {
  const { t } = useTranslation('admin-grievances');
  const [show, setShow] = useState<GrievanceFilter>('open');
  const list = useGrievances(show);
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <section className={cardStyles} aria-labelledby="grievances-title">
        <h2 id="grievances-title" className="sr-only">{t('title')}</h2>
        <div role="tablist" aria-label={t('filter')} className="mb-4 flex flex-wrap gap-2">
          {GRIEVANCE_FILTERS.map((f) => (
            <button key={f} type="button" role="tab" aria-selected={show === f} className={show === f ? buttonStyles.primary : buttonStyles.secondary} onClick={() => setShow(f)}>
              {t(`filters.${f}`)}
              {list.data && f === 'open' ? ` (${list.data.openCount})` : ''}
              {list.data && f === 'overdue' ? ` (${list.data.overdueCount})` : ''}
            </button>
          ))}
        </div>
        {list.isPending ? <LoadingState /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : <GrievanceList list={list.data} />}
      </section>
      <AddGrievance />
    </div>
  );
}

/** The tickets with their clocks: what is due next, how long is left, "overdue" once past. */
export function GrievanceList({ list }: { list: AdminGrievanceList }) {
  const { t } = useTranslation('admin-grievances');
  const [opened, setOpened] = useState<string | null>(null);
  if (list.items.length === 0) return <p className="rounded-lg bg-stone-100 p-4 text-stone-700">{t('empty')}</p>;
  return (
    <ul className="divide-y divide-stone-200">
      {list.items.map((g) => (
        <li key={g.id} className="py-3" data-testid="grievance">
          <button type="button" className="w-full text-left" aria-expanded={opened === g.id} onClick={() => setOpened(opened === g.id ? null : g.id)}>
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-semibold">{g.number}</span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[g.status]}`}>{t(`status.${g.status}`)}</span>
              {g.overdue && <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white" data-testid="overdue">{t('overdue')}</span>}
              {g.escalation && <span className="rounded-full bg-orange-800 px-2 py-0.5 text-xs font-bold text-white" data-testid="escalated">{t('escalated')}</span>}
            </span>
            <span className="mt-1 block text-sm text-stone-700">
              {g.customer.name}
              {g.customer.mobile && <> · {spaced(g.customer.mobile)}</>} · {t(`categories.${g.category}`)}
              {g.orderNumber && <> · {g.orderNumber}</>} · {t(`sources.${g.source}`)}
            </span>
            <Clock grievance={g} asOf={list.asOf} />
          </button>
          {opened === g.id && <GrievanceDetail grievance={g} />}
        </li>
      ))}
    </ul>
  );
}

function Clock({ grievance, asOf }: { grievance: AdminGrievance; asOf: string }) {
  const { t } = useTranslation('admin-grievances');
  const clock = grievanceClock(grievance, asOf);
  if (!clock.step || clock.msLeft === null) return null;
  const span = spanOf(clock.msLeft);
  const time = t(`span.${span.unit}`, { count: span.count });
  return (
    <span className={`mt-1 block text-sm font-semibold ${clock.overdue ? 'text-red-800' : 'text-stone-900'}`} data-testid="clock">
      {t(`clock.${clock.step}.${clock.overdue ? 'overdue' : 'left'}`, { time })}
    </span>
  );
}

function GrievanceDetail({ grievance: g }: { grievance: AdminGrievance }) {
  const { t } = useTranslation('admin-grievances');
  const errorMessage = useErrorMessage();
  const { dateTime } = useDateFormat();
  const step = useGrievanceStep();
  const [message, setMessage] = useState('');
  const id = useId();
  const act = (action: GrievanceAction) => step.mutate({ id: g.id, action, message: message.trim() }, { onSuccess: () => setMessage('') });
  const live = g.status === 'open' || g.status === 'acknowledged';
  return (
    <div className="mt-3 space-y-3 rounded-lg bg-stone-50 p-3">
      <p className="whitespace-pre-line text-stone-900">{g.text}</p>
      <p className="text-xs text-stone-700">
        {t('made', { time: dateTime(g.createdAt) })}
        {g.customer.email && <> · {g.customer.email}</>}
        {g.handledBy && <> · {t('handledBy', { name: g.handledBy.name ?? '?' })}</>}
      </p>
      {g.escalation && (
        <div className="rounded border-l-4 border-orange-700 bg-orange-50 p-2 text-sm text-stone-900" data-testid="escalation">
          <b>{t('escalation', { time: dateTime(g.escalation.at) })}</b>
          <p className="whitespace-pre-line">{g.escalation.words}</p>
        </div>
      )}
      {g.replies.length > 0 && (
        <ol className="space-y-2">
          {g.replies.map((r) => (
            <li key={r.id} className="rounded bg-white p-2 text-sm">
              <b>{t(`steps.${r.step}`)}</b> · {dateTime(r.createdAt)}
              <p className="whitespace-pre-line">{r.message}</p>
            </li>
          ))}
        </ol>
      )}
      {live && (
        <div className="space-y-2">
          <label htmlFor={`${id}-message`} className={labelStyles}>{t('message')}</label>
          <textarea id={`${id}-message`} rows={3} maxLength={2000} className={inputStyles} value={message} onChange={(e) => setMessage(e.target.value)} />
          {step.isError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(step.error)}</p>}
          <div className="flex flex-wrap gap-2">
            {g.status === 'open' && <button type="button" className={buttonStyles.primary} disabled={!message.trim() || step.isPending} onClick={() => act('acknowledge')}>{t('actions.acknowledge')}</button>}
            {g.status === 'acknowledged' && <button type="button" className={buttonStyles.primary} disabled={!message.trim() || step.isPending} onClick={() => act('replies')}>{t('actions.reply')}</button>}
            <button type="button" className={buttonStyles.secondary} disabled={!message.trim() || step.isPending} onClick={() => act('resolve')}>{t('actions.resolve')}</button>
            <button type="button" className={buttonStyles.ghost} disabled={step.isPending} onClick={() => act('close')}>{t('actions.close')}</button>
          </div>
        </div>
      )}
    </div>
  );
}

/** A complaint heard on a call or read on WhatsApp, with the customer's mobile. */
function AddGrievance() {
  const { t } = useTranslation('admin-grievances');
  const errorMessage = useErrorMessage();
  const add = useAddGrievance();
  const id = useId();
  const [form, setForm] = useState({ source: 'call' as 'call' | 'whatsapp', mobile: '', name: '', category: 'delivery' as GrievanceCategory, text: '', orderNumber: '' });
  const [added, setAdded] = useState<string | null>(null);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(form, {
      onSuccess: (g) => {
        setAdded(g.number);
        setForm({ ...form, mobile: '', name: '', text: '', orderNumber: '' });
      },
    });
  };
  return (
    <form className={`${cardStyles} space-y-3`} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">{t('add.title')}</h2>
      {added && <p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">{t('add.added', { number: added })}</p>}
      <div>
        <label htmlFor={`${id}-source`} className={labelStyles}>{t('add.source')}</label>
        <select id={`${id}-source`} className={inputStyles} value={form.source} onChange={set('source')}>
          <option value="call">{t('sources.call')}</option>
          <option value="whatsapp">{t('sources.whatsapp')}</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-mobile`} className={labelStyles}>{t('add.mobile')}</label>
        <input id={`${id}-mobile`} type="tel" required className={inputStyles} value={form.mobile} onChange={set('mobile')} />
      </div>
      <div>
        <label htmlFor={`${id}-name`} className={labelStyles}>{t('add.name')}</label>
        <input id={`${id}-name`} required maxLength={100} className={inputStyles} value={form.name} onChange={set('name')} />
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={labelStyles}>{t('add.category')}</label>
        <select id={`${id}-category`} className={inputStyles} value={form.category} onChange={set('category')}>
          {GRIEVANCE_CATEGORIES.map((c) => <option key={c} value={c}>{t(`categories.${c}`)}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-order`} className={labelStyles}>{t('add.orderNumber')}</label>
        <input id={`${id}-order`} maxLength={20} className={inputStyles} value={form.orderNumber} onChange={set('orderNumber')} />
      </div>
      <div>
        <label htmlFor={`${id}-text`} className={labelStyles}>{t('add.text')}</label>
        <textarea id={`${id}-text`} rows={4} required maxLength={2000} className={inputStyles} value={form.text} onChange={set('text')} />
      </div>
      {add.isError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(add.error)}</p>}
      <button type="submit" className={buttonStyles.primary} disabled={add.isPending}>{t('add.submit')}</button>
    </form>
  );
}
