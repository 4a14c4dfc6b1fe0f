// Lets code outside React (the API client, logout) move the router. The app registers the
// router's navigate at start-up; until then a full page load is the fallback.
type Navigator = (to: string) => void;

let navigator: Navigator = (to) => window.location.assign(to);

export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string): void {
  if (window.location.pathname === to) return;
  navigator(to);
}
