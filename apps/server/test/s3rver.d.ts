// Types for the part of @20minutes/s3rver (a maintained fork of s3rver, shipped without types)
// that the tests use: an S3-protocol server in this process.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0 picks a free port. */
    port?: number;
    silent?: boolean;
    /** Where the buckets and objects are kept. */
    directory?: string;
    /** Route by the first path segment (path-style) instead of the host name. */
    vhostBuckets?: boolean;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
