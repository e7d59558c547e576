/**
 * The router API remotes use, re-exported from the shell's react-router. react-router is not a
 * federation singleton (a singleton ships whole, ~60 KB compressed, on every first load); it
 * reaches remotes only through this module of the `@site/shared` singleton, so the shell's build
 * keeps just these exports and every remote renders inside the shell's one router context.
 * Remotes never import react-router-dom themselves (ESLint refuses it). Add a name here when a
 * remote needs it.
 */
export { Link, NavLink, Navigate, MemoryRouter, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
export type { LinkProps, Location, NavigateFunction, NavLinkProps, To } from 'react-router-dom';
