// The async boundary lets the federation runtime agree on shared singletons before any of them runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
