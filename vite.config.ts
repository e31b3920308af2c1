import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), vike()],
  // The build's date, for what belongs to the build rather than to the content (the footer's copyright year).
  define: { 'import.meta.env.BUILD_DATE': JSON.stringify(new Date().toISOString()) },
})
