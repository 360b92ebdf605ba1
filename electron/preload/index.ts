// Preload (sandboxed): exposes the typed contract as `window.api`, nothing else.
import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadApi } from './expose-api';

contextBridge.exposeInMainWorld('api', createPreloadApi(ipcRenderer));
