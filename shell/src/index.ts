// The async boundary lets the federation runtime agree on shared singletons before any of them runs.
// Two steps with a pause for the browser between them: the libraries evaluate in one task and the
// site's own start-up in the next, instead of one long task a tap would wait behind.
import(/* webpackChunkName: "libraries" */ './libraries')
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
