import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { helpKeys } from './keys';

/** Asks the help robot; it answers from the dictionary in the interface language. */
export const askRobot = (question: string, signal?: AbortSignal) => callApi(api.robotAsk, { question }, { signal });

/** The topics the robot knows (any question returns them), for the quick-question chips. */
export const robotTopicsQueryOptions = (locale = currentLocale()) =>
  queryOptions({
    queryKey: helpKeys.topics(locale),
    queryFn: ({ signal }) => askRobot('?', signal),
    select: (answer) => answer.topics,
    staleTime: 60 * 60_000,
  });

export const useRobotTopics = (enabled: boolean) => useQuery({ ...robotTopicsQueryOptions(), enabled });

export const useAskRobot = () => useMutation({ mutationFn: (question: string) => askRobot(question) });
