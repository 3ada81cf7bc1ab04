import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/shared/api/get-current-user';

/** Always asks the server on mount: the form starts from what the server holds, not a cached copy. */
export const useCurrentUser = () => useQuery({ ...currentUserQueryOptions(), refetchOnMount: 'always' });
