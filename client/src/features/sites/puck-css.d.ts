/** Puck's editor stylesheet: Vite bundles it with the builder page, which alone imports it. */
declare module '@puckeditor/core/puck.css';
