import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Same origin: Vite's dev server hands every /api call to the reference backend, so the backend's
// cookies (cart, crumb) reach the widgets and the client needs no baseUrl.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
});
