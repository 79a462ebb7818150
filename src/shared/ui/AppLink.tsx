import { createContext, use, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * How the page moves to another address of the app without a reload. The router provides it;
 * the landing page, which starts without the router, provides one that loads the app first.
 * Without a provider an AppLink is a plain link, and the browser loads the address.
 */
export const NavigationContext = createContext<((to: string) => void) | null>(null);

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A modified or middle click is the visitor asking for a new tab or window: the browser's job. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** A real link to an address of the app (it works before the script has started), followed in-app once it has. */
export function AppLink({ to, onClick, target, children, ...rest }: AppLinkProps) {
  const navigate = use(NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} target={target} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
