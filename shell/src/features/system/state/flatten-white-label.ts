import type { WhiteLabelModule } from '@site/shared';

/**
 * The white-label module tree as flags by modId (enabled '1' = on), children included, so remotes
 * read `whiteLabel.DIRECTREG3` without walking the tree. Later trees override earlier ones: pass
 * the permission call's tree first and the dedicated whitelabel call's tree last.
 */
export function flattenWhiteLabel(...trees: ReadonlyArray<readonly WhiteLabelModule[] | null | undefined>): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const visit = (modules: readonly WhiteLabelModule[]) => {
    for (const module of modules) {
      flags[module.modId] = module.enabled === '1';
      if (module.childrenNodes?.length) visit(module.childrenNodes);
    }
  };
  for (const tree of trees) if (tree) visit(tree);
  return flags;
}
