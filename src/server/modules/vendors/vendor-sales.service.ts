import type { UnitOfWork } from '#server/db/unit-of-work';
import type { VendorOrder, VendorOrderLine, VendorOrderLineList, VendorOrderLineQuery, VendorOverview } from '#shared/schemas/vendor-sales';
import { formatOrderNumber } from '#shared/order-number';
import { fromStatesOf, orderAllows } from '#shared/order-states';
import { AppError, notFound } from '#server/errors';
import { changeTime, type SupplierLineRow, type SupplierOrders } from '#server/modules/orders';
import { offsetOf } from '#server/db/paging';
import type { DocumentsService } from '#server/modules/documents';
import type { VendorListings } from '#server/modules/catalog';
import { findReviewState } from './vendors.repository.ts';

function toLine(row: SupplierLineRow): VendorOrderLine {
  return {
    lineId: row.line_id,
    orderId: row.order_id,
    orderNumber: formatOrderNumber(row.order_number),
    orderDate: row.order_date,
    status: row.status,
    productId: row.product_id,
    productName: row.product_name,
    quantity: row.quantity,
    unitPricePaise: Number(row.unit_price_paise),
    lineTotalPaise: Number(row.line_total_paise),
    buyerName: row.ship_full_name,
    shipCity: row.ship_city,
  };
}

/** What a vendor sees of its business: its figures and the order lines of its products. */
export class VendorSalesService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly documents: DocumentsService,
    /** The orders holding the vendor's products: the orders module answers. */
    private readonly orders: SupplierOrders,
    /** The vendor's listings (the catalog's products). */
    private readonly listings: VendorListings,
  ) {}

  async overview(vendorId: string): Promise<VendorOverview> {
    const [review, listings, sales] = await Promise.all([
      findReviewState(this.work.db, vendorId),
      this.listings.counts(vendorId),
      this.orders.sales(vendorId),
    ]);
    const status = review?.status ?? 'pending';
    return {
      status,
      rejectionReason: status === 'rejected' ? (review?.rejection_reason ?? null) : null,
      listedProducts: listings.published,
      drafts: listings.drafts,
      lowStockProducts: listings.lowStock,
      orders: sales.orders,
      revenuePaise: sales.revenuePaise,
    };
  }

  async lines(vendorId: string, query: VendorOrderLineQuery): Promise<VendorOrderLineList> {
    const { rows, total } = await this.orders.lines(vendorId, query.pageSize, offsetOf(query));
    return { items: rows.map(toLine), total, page: query.page, pageSize: query.pageSize };
  }

  /** The vendor's lines of one order; an order without any is "not found", whoever placed it. */
  async order(vendorId: string, orderId: string): Promise<VendorOrder> {
    const rows = orderId.length <= 64 ? await this.orders.linesOfOrder(vendorId, orderId) : [];
    const first = rows[0];
    if (!first) throw notFound('Order not found');
    const lines = rows.map(toLine);
    const documents = await this.documents.ofOrders([first.order_id], 'vendor', vendorId);
    const payment = (await this.orders.paymentFor(vendorId, first.order_id))!;
    return {
      orderId: first.order_id,
      orderNumber: formatOrderNumber(first.order_number),
      orderDate: first.order_date,
      status: first.status,
      buyerName: first.ship_full_name,
      shipCity: first.ship_city,
      lines,
      linesTotalPaise: lines.reduce((sum, line) => sum + line.lineTotalPaise, 0),
      documents: documents.get(first.order_id) ?? [],
      paymentMethod: payment.payment_method,
      paymentStatus: payment.payment_status,
      cashToCollectPaise: payment.wholeOrder && payment.payment_method === 'cod' ? Number(payment.total_paise) : null,
    };
  }

  /**
   * The vendor that delivers a whole cash-on-delivery order (every line is its own) marks its
   * cash collected: once, and never on a cancelled order (a compare-and-set, as the admin's).
   */
  async collectCash(vendorId: string, orderId: string): Promise<VendorOrder> {
    const payment = orderId.length <= 64 ? await this.orders.paymentFor(vendorId, orderId) : undefined;
    const own = payment ? await this.orders.linesOfOrder(vendorId, orderId) : [];
    if (!payment || own.length === 0) throw notFound('Order not found');
    if (!payment.wholeOrder) throw new AppError(409, 'payment_not_due', 'This order also holds other sellers\' goods: the shop collects its cash.');
    const at = changeTime(payment.updated_at);
    const done = orderAllows('cash_collected', payment.status) && (await this.orders.setPaymentIf(orderId, fromStatesOf('cash_collected'), { payment_status: 'cod_collected', payment_settled_at: at, payment_settled_by: vendorId, updated_at: at }));
    if (!done) throw new AppError(409, 'payment_not_due', 'This order has no cash to collect: it is paid otherwise, already collected, or cancelled.');
    return this.order(vendorId, orderId);
  }
}
