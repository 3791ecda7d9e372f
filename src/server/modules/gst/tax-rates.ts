/**
 * The GST rates in force on one day (docs/decisions/0012; classes: 0035-uqc-and-gst-classes): each
 * HSN code's, and each class's that has one in force. A product in a class takes its class's rate
 * when the class has one that day (neem-based bio-pesticides within 3808 at 5% from 2025-09-22),
 * else its HSN code's, as the law gives one heading's goods different rates by description.
 */
export class TaxRates {
  constructor(
    private readonly byHsn: ReadonlyMap<string, number>,
    private readonly byClass: ReadonlyMap<string, { hsnCode: string; rateBp: number }> = new Map(),
  ) {}

  /** The rate of goods of this HSN code and class; undefined for a code not in the table. */
  of(hsnCode: string, classId: string | null | undefined): number | undefined {
    const inClass = classId ? this.byClass.get(classId) : undefined;
    // A class belongs to one heading: a product moved to another code no longer takes its rate.
    if (inClass && inClass.hsnCode === hsnCode) return inClass.rateBp;
    return this.byHsn.get(hsnCode);
  }
}
