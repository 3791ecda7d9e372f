import { keepPreviousData, queryOptions, useQuery } from '#client/lib/query.ts';
import type { GstReport } from '#shared/schemas/gst-report';
import { api } from '#client/lib/api-client.ts';

/** GET /api/admin/reports/gst?month=YYYY-MM: the shop's GSTR-1 figures for a month. */
export function getGstReport(month: string, signal?: AbortSignal): Promise<GstReport> {
  return api.get<GstReport>('/admin/reports/gst', { month }, signal);
}

/** The same report as a CSV file (a plain link: the browser downloads it). */
export const gstReportCsvUrl = (month: string) => `/api/admin/reports/gst.csv?month=${encodeURIComponent(month)}`;

export const gstReportQueryOptions = (month: string) =>
  queryOptions({ queryKey: ['admin', 'reports', 'gst', month], queryFn: ({ signal }) => getGstReport(month, signal), placeholderData: keepPreviousData });

export function useGstReport(month: string) {
  return useQuery(gstReportQueryOptions(month));
}
