// The buyer app's searches for the ONDC bench (bench/ondc.ts), in a process of their own: each
// search signed as it is sent, on a fixed schedule, and its ACK timed. The bench's own process
// receives and checks the 1,500 catalogues a run sends back (30-40 KB each, every signature
// verified); sharing its event loop, a search due while a catalogue was checked went late, and its
// lateness counted as the shop's (docs/benchmarks.md, ONDC).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buyerAppContext } from '../tests/support/ondc-buyer-app-stand-in.ts';
import { signedHeader } from '../tests/support/ondc-http-signature.ts';
import { pacedLoad, type PacedResult } from './paced-load.ts';

export interface SearchRun {
  base: string;
  rate: number;
  seconds: number;
  connections: number;
  /** The buyer app the searches come from: its id, key id, signing seed and callback address. */
  buyer: { subscriberId: string; uniqueKeyId: string; seed: string; url: string };
}

export interface SearchRunResult {
  result: PacedResult;
  /** Each search's message id, whether it was ACKed, and when it was due and answered (wall clock, ms). */
  answers: Array<{ messageId: string; acked: boolean; due: number; completed: number }>;
  /** This process's event-loop delay while it ran (ms): its own stalls count in the latencies it measures. */
  ownDelay: { p99: number; max: number };
}

/** What buyers search for: the seeded catalogue's names and words, and AGR10's categories (one the shop does not sell). */
const NAMES = ['wheat', 'cotton', 'sunflower', 'NPK', 'sprayer', 'paddy', 'tomato', 'neem', 'weeder', 'drip', 'गेहूं', 'mustard', 'urea', 'hybrid maize'];
const CATEGORIES = ['Seed', 'Fertilizer', 'Pesticide', 'Tools and Machinery', 'Organic Crop Nutrition'];
const intentOf = (i: number) =>
  i % 7 === 6 ? {} : i % 3 === 2 ? { category: { id: CATEGORIES[i % CATEGORIES.length] } } : { item: { descriptor: { name: NAMES[i % NAMES.length] } } };

async function searches({ base, rate, seconds, connections, buyer }: SearchRun): Promise<SearchRunResult> {
  const now = () => performance.timeOrigin + performance.now();
  const messageIds: string[] = [];
  const answers: SearchRunResult['answers'] = [];
  const ownDelay = monitorEventLoopDelay({ resolution: 10 });
  ownDelay.enable();
  const result = await pacedLoad({
    base,
    rate,
    seconds,
    connections,
    request: (i) => {
      const context = buyerAppContext(buyer, 'search', now());
      messageIds[i] = context.message_id as string;
      const body = JSON.stringify({ context, message: { intent: intentOf(i) } });
      const created = Math.floor(now() / 1000);
      const authorization = signedHeader({ subscriberId: buyer.subscriberId, uniqueKeyId: buyer.uniqueKeyId, seed: buyer.seed, body, createdSeconds: created, expiresSeconds: created + 300 });
      return { method: 'POST', path: '/ondc/search', headers: { 'content-type': 'application/json', authorization }, body };
    },
    onAnswer: (i, answer) => {
      answers.push({ messageId: messageIds[i]!, acked: isAck(answer.status, answer.body), due: performance.timeOrigin + answer.due, completed: performance.timeOrigin + answer.completed });
    },
  });
  ownDelay.disable();
  return { result, answers, ownDelay: { p99: ownDelay.percentile(99) / 1e6, max: ownDelay.max / 1e6 } };
}

function isAck(status: number, body: string): boolean {
  if (status !== 200) return false;
  try {
    return (JSON.parse(body) as { message?: { ack?: { status?: string } } }).message?.ack?.status === 'ACK';
  } catch {
    return false;
  }
}

// Run by bench/ondc.ts with fork(): one run per message, its result sent back.
process.on('message', (run: SearchRun) => {
  searches(run).then(
    (outcome) => process.send!(outcome),
    (err: unknown) => process.send!({ error: String(err) }),
  );
});
