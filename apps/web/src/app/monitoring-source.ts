// What the monitoring pages take from the rest of the app: logout stops their live connection
// (spec §4). The app joins the two because the monitoring feature must not import auth. Imported
// only by the lazy monitoring routes, so none of it is in the first page's script.
export { onLogoutStopLiveData as stopOnLogout } from '../features/auth/logout';
