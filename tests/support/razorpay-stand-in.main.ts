// Runs the Razorpay stand-in on its own: `tsx tests/support/razorpay-stand-in.main.ts`.
// Env: RAZORPAY_STANDIN_KEY_ID and RAZORPAY_STANDIN_KEY_SECRET (required), RAZORPAY_STANDIN_PORT
// (default 0, any free port), RAZORPAY_STANDIN_WEBHOOK_SECRET, RAZORPAY_STANDIN_WEBHOOK_URL (needs
// the secret). Prints one line once listening; stops on SIGTERM or SIGINT.
import { startRazorpayStandIn, type StandInOptions } from './razorpay-stand-in.ts';

/** The options from the environment, or every problem with it, one a line. */
function optionsFromEnv(env: NodeJS.ProcessEnv): StandInOptions | string[] {
  const problems: string[] = [];
  const keyId = env.RAZORPAY_STANDIN_KEY_ID?.trim();
  const keySecret = env.RAZORPAY_STANDIN_KEY_SECRET?.trim();
  const webhookSecret = env.RAZORPAY_STANDIN_WEBHOOK_SECRET || undefined;
  const webhookUrl = env.RAZORPAY_STANDIN_WEBHOOK_URL || undefined;
  const port = Number(env.RAZORPAY_STANDIN_PORT ?? 0);
  if (!keyId) problems.push('RAZORPAY_STANDIN_KEY_ID: required (the key id the shop is configured with, e.g. rzp_test_...)');
  if (!keySecret) problems.push('RAZORPAY_STANDIN_KEY_SECRET: required (the key secret the shop is configured with)');
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`RAZORPAY_STANDIN_PORT: must be a whole number from 0 to 65535, got ${JSON.stringify(env.RAZORPAY_STANDIN_PORT)}`);
  if (webhookUrl && !/^https?:\/\/\S+$/.test(webhookUrl)) problems.push(`RAZORPAY_STANDIN_WEBHOOK_URL: must be an http(s) URL, got ${JSON.stringify(webhookUrl)}`);
  if (webhookUrl && !webhookSecret) problems.push('RAZORPAY_STANDIN_WEBHOOK_SECRET: required when RAZORPAY_STANDIN_WEBHOOK_URL is set (every webhook is signed)');
  if (problems.length > 0 || !keyId || !keySecret) return problems;
  return { keyId, keySecret, webhookSecret, webhookUrl, port };
}

const options = optionsFromEnv(process.env);
if (Array.isArray(options)) {
  process.stderr.write(`razorpay stand-in: invalid configuration:\n${options.map((p) => `  ${p}\n`).join('')}`);
  process.exit(1);
}

const standIn = await startRazorpayStandIn(options).catch((error: unknown) => {
  // e.g. EADDRINUSE: one line, not a stack trace.
  process.stderr.write(`razorpay stand-in: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
process.stdout.write(`razorpay stand-in on ${standIn.url}\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void standIn.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
