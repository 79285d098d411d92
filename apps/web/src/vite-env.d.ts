/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The portal's own domain; the tenant is the host label before it (see lib/tenant-host.ts). */
  readonly VITE_PORTAL_DOMAIN?: string;
}
