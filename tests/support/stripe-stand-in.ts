import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Form = { [key: string]: string | Form };

/** A Checkout Session as Stripe answers it (the fields our adapter and webhook read). */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  livemode: false;
  url: string;
}

/** A PaymentIntent as Stripe answers it: made when the buyer pays a session, with the session's payment_intent_data metadata. */
export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** A Refund as Stripe answers it (of a whole PaymentIntent). */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
}

/** What the adapter sent: method, path, query, Idempotency-Key and the decoded form. */
export interface StandInCall {
  method: string;
  path: string;
  query: Record<string, string>;
  idempotencyKey: string | undefined;
  form: Form;
}

export interface StripeStandIn {
  /** For STRIPE_API_URL. */
  url: string;
  calls: StandInCall[];
  sessions: Map<string, StandInSession>;
  paymentIntents: Map<string, StandInPaymentIntent>;
  /** Refunds made, by id. */
  refunds: Map<string, StandInRefund>;
  /** What Stripe does when the buyer pays on its page: the session is complete and paid. */
  pay(sessionId: string): StandInSession;
  /**
   * Stripe prunes idempotency keys at least 24 hours old: a request under a pruned key is a new
   * request (a second refund of a refunded PaymentIntent is then `charge_already_refunded`).
   */
  forgetIdempotencyKeys(): void;
  /** The next POST to `path` is carried out, and its answer lost (the connection closes unanswered). */
  loseNextAnswer(path: string): void;
  stop(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** `a[b][0]=x` form fields (how the stripe package encodes v1 requests) as nested objects. */
function decodeForm(body: string): Form {
  const form: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = form;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[path.at(-1)!] = value;
  }
  return form;
}

const text = (form: Form | string | undefined): string | undefined =>
  typeof form === 'string' ? form : undefined;
const nested = (form: Form | string | undefined): Form => (typeof form === 'object' ? form : {});

const metadataOf = (form: Form | string | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(nested(form)).map(([key, value]) => [key, text(value) ?? '']));

/**
 * The Search API's query as our adapter writes it: `field:'value'` clauses joined by AND, the
 * field `status` or `metadata['key']`. Anything else is refused, so an unexpected query fails the test.
 */
function searchMatcher(query: string): ((intent: StandInPaymentIntent) => boolean) | undefined {
  const clauses = query
    .split(' AND ')
    .map((clause) => /^(status|metadata\['(\w+)'\]):'((?:[^'\\]|\\.)*)'$/.exec(clause.trim()));
  if (clauses.some((clause) => !clause)) return undefined;
  return (intent) =>
    clauses.every((clause) => {
      const [, field, key, raw] = clause!;
      const value = raw!.replace(/\\(.)/g, '$1');
      return field === 'status' ? intent.status === value : intent.metadata[key!] === value;
    });
}

function sessionFrom(form: Form, url: string): StandInSession {
  const items = Object.values(nested(form.line_items)).map(nested);
  const amount = items.reduce((sum, item) => {
    const price = nested(item.price_data);
    return sum + Number(text(price.unit_amount) ?? 0) * Number(text(item.quantity) ?? 1);
  }, 0);
  const currency = text(nested(items[0]?.price_data).currency) ?? 'eur';
  const metadata = metadataOf(form.metadata);
  const sessionId = id('cs');
  return {
    id: sessionId,
    object: 'checkout.session',
    mode: text(form.mode) ?? 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: amount,
    amount_subtotal: amount,
    currency,
    metadata,
    client_reference_id: text(form.client_reference_id) ?? null,
    customer: text(form.customer) ?? null,
    customer_email: text(form.customer_email) ?? null,
    payment_intent: null,
    success_url: text(form.success_url) ?? '',
    cancel_url: text(form.cancel_url) ?? '',
    expires_at: Number(text(form.expires_at) ?? Math.floor(Date.now() / 1000) + 1800),
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    url: `${url}/pay/${sessionId}`,
  };
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  response.end(JSON.stringify(body));
}

const notFound = (response: ServerResponse, path: string) =>
  answer(response, 404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such path ${path}` },
  });

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A small stand-in for api.stripe.com on 127.0.0.1, answering exactly the calls the adapter
 * makes for a project purchase: POST /v1/checkout/sessions (the Idempotency-Key gives back the
 * same session, as Stripe does), GET /v1/checkout/sessions/{id} and POST
 * /v1/checkout/sessions/{id}/expire, GET /v1/payment_intents/search (the PaymentIntents of
 * paid sessions), GET /v1/payment_intents (listed by `created[gte]`, newest first) and POST
 * /v1/refunds (a whole PaymentIntent, as Stripe documents Create a refund and idempotent
 * requests: the first answer under an Idempotency-Key, an error included, is answered again to
 * the same request, and another request under that key is an `idempotency_error`; without a
 * saved key, a second refund of a refunded PaymentIntent is `charge_already_refunded`, an
 * unknown one `resource_missing`, none named `parameter_missing`). Anything else answers 404,
 * so an unexpected call fails the test.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const byKey = new Map<string, string>();
  const paymentIntents = new Map<string, StandInPaymentIntent>();
  /** Per session, the metadata its PaymentIntent will carry (payment_intent_data.metadata). */
  const intentMetadata = new Map<string, Record<string, string>>();
  const refunds = new Map<string, StandInRefund>();
  /**
   * Stripe's idempotency for POST /v1/refunds: the first request's status and body are saved
   * under its key, errors included, and answered again to a request with the same key and
   * parameters; other parameters under a used key are an `idempotency_error`.
   */
  const savedRefundAnswers = new Map<string, { form: string; status: number; body: unknown }>();
  const lostAnswers = new Set<string>();
  const calls: StandInCall[] = [];
  let url = '';
  /** A refund of a whole PaymentIntent (`payment_intent`), or Stripe's error. */
  function refundOf(form: Form): { status: number; body: unknown } {
    const intentId = text(form.payment_intent);
    if (!intentId && !text(form.charge)) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            param: 'payment_intent',
            message: 'One of charge or payment_intent is required.',
          },
        },
      };
    }
    const intent = paymentIntents.get(intentId ?? '');
    if (!intent) {
      return {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_intent',
            message: `No such payment_intent: '${intentId ?? ''}'`,
          },
        },
      };
    }
    if ([...refunds.values()].some((refund) => refund.payment_intent === intent.id)) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge for ${intent.id} has already been refunded.`,
          },
        },
      };
    }
    const refund: StandInRefund = {
      id: id('re'),
      object: 'refund',
      amount: intent.amount,
      currency: intent.currency,
      payment_intent: intent.id,
      reason: text(form.reason) ?? null,
      metadata: metadataOf(form.metadata),
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  const server = createServer((request, response) => {
    void (async () => {
      const requestUrl = new URL(request.url ?? '/', 'http://stand-in');
      const path = requestUrl.pathname;
      const method = request.method ?? 'GET';
      const key = request.headers['idempotency-key'];
      const form = decodeForm(await readBody(request));
      calls.push({
        method,
        path,
        query: Object.fromEntries(requestUrl.searchParams),
        idempotencyKey: typeof key === 'string' ? key : undefined,
        form,
      });
      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const known = typeof key === 'string' ? byKey.get(key) : undefined;
        const session = known ? sessions.get(known)! : sessionFrom(form, url);
        sessions.set(session.id, session);
        if (!known) intentMetadata.set(session.id, metadataOf(nested(form.payment_intent_data).metadata));
        if (typeof key === 'string') byKey.set(key, session.id);
        return answer(response, 200, session);
      }
      if (method === 'GET' && path === '/v1/payment_intents/search') {
        const matches = searchMatcher(requestUrl.searchParams.get('query') ?? '');
        if (!matches) {
          return answer(response, 400, {
            error: { type: 'invalid_request_error', message: 'Unsupported query' },
          });
        }
        const data = [...paymentIntents.values()].filter(matches).sort((a, b) => b.created - a.created);
        return answer(response, 200, {
          object: 'search_result',
          url: '/v1/payment_intents/search',
          data,
          has_more: false,
          next_page: null,
        });
      }
      if (method === 'GET' && path === '/v1/payment_intents') {
        const since = Number(requestUrl.searchParams.get('created[gte]') ?? 0);
        const data = [...paymentIntents.values()]
          .filter((intent) => intent.created >= since)
          .sort((a, b) => b.created - a.created);
        return answer(response, 200, { object: 'list', url: '/v1/payment_intents', data, has_more: false });
      }
      if (method === 'POST' && path === '/v1/refunds') {
        const saved = typeof key === 'string' ? savedRefundAnswers.get(key) : undefined;
        const sameRequest = JSON.stringify(form);
        if (saved && saved.form !== sameRequest) {
          return answer(response, 400, {
            error: {
              type: 'idempotency_error',
              message: `The idempotency key ${String(key)} was first used with other parameters.`,
            },
          });
        }
        const { status, body } = saved ?? refundOf(form);
        if (!saved && typeof key === 'string')
          savedRefundAnswers.set(key, { form: sameRequest, status, body });
        if (lostAnswers.delete(path)) return void response.socket?.destroy();
        return answer(response, status, body);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      const session = match ? sessions.get(decodeURIComponent(match[1]!)) : undefined;
      if (!match || !session) return notFound(response, path);
      if (method === 'GET' && !match[2]) return answer(response, 200, session);
      if (method === 'POST' && match[2]) {
        if (session.status !== 'open') {
          return answer(response, 400, {
            error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' },
          });
        }
        session.status = 'expired';
        return answer(response, 200, session);
      }
      return notFound(response, path);
    })().catch((error: unknown) => answer(response, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    sessions,
    paymentIntents,
    refunds,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      const intent: StandInPaymentIntent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        status: 'succeeded',
        metadata: intentMetadata.get(sessionId) ?? {},
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      paymentIntents.set(intent.id, intent);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
      return session;
    },
    forgetIdempotencyKeys: () => savedRefundAnswers.clear(),
    loseNextAnswer: (path) => void lostAnswers.add(path),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
