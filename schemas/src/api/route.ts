export type Route = {
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE' | 'HEAD';
  path: `/api/${string}`;
  auth: 'public' | 'customer';
};
