// Async boundary: the federation runtime must negotiate the shared singletons before any of them load.
void import('./bootstrap');
