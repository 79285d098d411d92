// Records every query the app sends through its Kysely handle, compiled to the SQL and parameters
// the driver receives, so that a test can look at the plans of exactly what the repositories run.
import type {
  CompiledQuery,
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Database } from '../src/platform/db/schema.ts';

export class QueryRecorder implements KyselyPlugin {
  readonly #db: Kysely<Database>;
  #queries: CompiledQuery[] = [];

  /** @param db the handle whose compiler turns recorded operation trees into SQL. */
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Returns what was recorded since the last call and starts afresh. */
  take(): CompiledQuery[] {
    const taken = this.#queries;
    this.#queries = [];
    return taken;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.#queries.push(this.#db.getExecutor().compileQuery(args.node, args.queryId));
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
