import { ServerResponse, type IncomingMessage } from 'node:http';

/**
 * Draining without a per-request hook: when the process is told to stop, every answer whose head
 * is not yet written closes its connection, so a balancer's kept-alive connection ends with the
 * request it carries instead of bringing new ones (the balancer sends those to another process).
 * Node writes `Connection: close` itself when `shouldKeepAlive` is off as the head is written; a
 * 'request' listener with a set of answers in flight cost every request an emit, a set entry and a
 * close listener.
 */
export function drainingResponses() {
  let draining = false;
  class DrainingResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
    // one signature for every overload of writeHead: the arguments pass through unchanged
    override writeHead(...args: unknown[]): this {
      if (draining) this.shouldKeepAlive = false;
      return (super.writeHead as (...a: unknown[]) => this).apply(this, args);
    }
  }
  return {
    ServerResponse: DrainingResponse,
    /** From now on, answers close their connection. */
    drain() {
      draining = true;
    },
  };
}
