import { useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminBookShipment, AdminOrderShipment, AdminShipmentNdr } from '#shared/schemas/shipments';
import { api } from '#client/lib/api-client.ts';
import { adminOrdersKey } from './keys.ts';

const shipmentKey = (orderId: string) => [...adminOrdersKey, 'shipment', orderId] as const;
const path = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}/shipment`;

/** GET /api/admin/orders/:id/shipment: its shipment with the courier, and whether a courier is set up. */
export function useOrderShipment(orderId: string) {
  return useQuery({ queryKey: shipmentKey(orderId), queryFn: ({ signal }) => api.get<AdminOrderShipment>(path(orderId), undefined, signal), staleTime: 0 });
}

/** POST /api/admin/orders/:id/shipment: books the parcel with the courier, which ships the order. */
export function useBookShipment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminBookShipment) => api.post<AdminOrderShipment>(path(orderId), input),
    onSuccess: (answer) => queryClient.setQueryData(shipmentKey(orderId), answer),
    // Shipped, or part-way booked: the order and its shipment may both differ from what is on screen.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}

/** POST /api/admin/orders/:id/shipment/ndr: the answer to a failed delivery attempt (re-attempt, or return to the shop). */
export function useAnswerFailedAttempt(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminShipmentNdr) => api.post<AdminOrderShipment>(`${path(orderId)}/ndr`, input),
    onSuccess: (answer) => queryClient.setQueryData(shipmentKey(orderId), answer),
    // Answered meanwhile, or moved on by the courier's scan: the card shows the shipment as it is.
    onError: () => queryClient.invalidateQueries({ queryKey: shipmentKey(orderId) }),
  });
}
