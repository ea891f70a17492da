/**
 * Whether this process still wants traffic. main.ts marks it draining as soon as SIGTERM arrives, before the
 * listener closes, so the readiness probe turns 503 and a load balancer stops sending new requests while the
 * ones in flight finish.
 */
export class ServingState {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  drain(): void {
    this.#draining = true;
  }
}
