/** HTML an attacker might get into a blog, a CMS page or a course record: every way to run script. */
export const HOSTILE = [
  '<p id="marker">Hostile content follows.</p>',
  '<script>window.__xss = "script"</script>',
  '<img src="/nope.png" onerror="window.__xss = \'onerror\'">',
  '<a id="js-link" href="javascript:window.__xss=\'link\'">Click me</a>',
  '<iframe src="javascript:parent.__xss=\'iframe\'"></iframe>',
  '<svg><script>window.__xss = "svg"</script></svg>',
].join('')
