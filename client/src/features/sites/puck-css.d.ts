/** Puck's editor stylesheet as text: the builder page puts it in a style element of its own, so no other page loads it. */
declare module '@puckeditor/core/puck.css?inline' {
  const css: string;
  export default css;
}
