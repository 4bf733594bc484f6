/// <reference types="vite-plugin-pwa/react" />
/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_HOST?: string;
  readonly VITE_CENTRE_NAME?: string;
  readonly VITE_CENTRE_SHORT_NAME?: string;
  readonly VITE_CENTRE_STREET?: string;
  readonly VITE_CENTRE_CITY?: string;
  readonly VITE_CENTRE_POSTAL_CODE?: string;
  readonly VITE_CENTRE_PHONE?: string;
  readonly VITE_CENTRE_FAX?: string;
  readonly VITE_CENTRE_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
