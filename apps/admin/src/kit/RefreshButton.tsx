import { type ApiPath, invalidateResource } from '@aac/api-client';
import { Button } from '@aac/ui';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';

export interface RefreshButtonProps {
  /** Every request the screen shows, as path prefixes: all of them load again. */
  paths: readonly ApiPath[];
}

/**
 * The Refresh button of a dashboard screen (core spec §2.3, §2.8): reloads everything the screen
 * shows, busy until the last answer is in. What is on screen stays while it reloads.
 */
export function RefreshButton({ paths }: RefreshButtonProps) {
  const queryClient = useQueryClient();
  const [isRefreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await invalidateResource(queryClient, paths);
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <Button
      variant="soft"
      tone="neutral"
      icon={<RotateCw size={16} />}
      onPress={refresh}
      isPending={isRefreshing}
      pendingLabel="Refreshing..."
    >
      Refresh
    </Button>
  );
}
