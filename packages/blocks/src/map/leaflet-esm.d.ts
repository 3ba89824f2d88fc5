// Leaflet's own ES module build (no UMD wrapper, no window.L), typed by @types/leaflet.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
