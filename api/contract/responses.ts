/** Building blocks of the documented success responses of the route table. */
import { z } from 'zod';
import type { DocumentedResponse } from '../routing/route';

export const ok = (schema: z.ZodType | null, description = 'OK'): DocumentedResponse => ({ schema, description });
export const NO_CONTENT: DocumentedResponse = { schema: null, description: 'No content' };
export const AnyObject = z.looseObject({});
