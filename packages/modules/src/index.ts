export { StartPageModules, type StartPageModulesProps } from './StartPageModules.tsx';
export {
  moduleRegistry,
  isRegisteredModule,
  type ModuleComponent,
  type ModuleLoader,
  type ModuleRegistry,
} from './registry.ts';
export { modulesMessages, modulesMessagesEn } from './messages.ts';
