export {
  ScopeOverview,
  ScopeOverview as default,
  type ScopeOverviewProps,
} from './ScopeOverview.tsx';
