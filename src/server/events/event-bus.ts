/**
 * Domain events (docs/decisions/0046-unit-of-work-and-events.md): a workflow says what happened
 * (`order.placed`), and whoever subscribed acts on it: the mail module queues the buyer's message
 * today; text messages and integrations subscribe the same way tomorrow. Subscribers run one after
 * another, awaited, in the unit of work of the emitter: what they write (an outbox row) commits or
 * rolls back with the event itself, so a message exists exactly when its event committed.
 */
export class EventBus<Events extends object> {
  readonly #subscribers = new Map<keyof Events, Array<(event: never) => Promise<void>>>();

  /** Subscribes to one event; subscribers run in the order they subscribed. */
  on<Name extends keyof Events>(name: Name, subscriber: (event: Events[Name]) => Promise<void>): void {
    const list = this.#subscribers.get(name) ?? [];
    list.push(subscriber as (event: never) => Promise<void>);
    this.#subscribers.set(name, list);
  }

  /** Tells every subscriber of `name`; a subscriber's failure fails the emitter's transaction. */
  async emit<Name extends keyof Events>(name: Name, event: Events[Name]): Promise<void> {
    for (const subscriber of this.#subscribers.get(name) ?? []) await (subscriber as (event: Events[Name]) => Promise<void>)(event);
  }
}
