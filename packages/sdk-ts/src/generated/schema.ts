// Generated from the OpenAPI document by `npm run sdk:generate` (openapi-typescript). Do not edit.

export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Same as /health (at a status page host, `<slug>.STATUS_DOMAIN`, the status page instead) */
        get: operations["root"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation with the link's token: a new user sends a password, an existing one their session cookie; sets a session cookie on the invited org */
        post: operations["auth.acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/magic-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a one-time sign-in link (same answer for unknown addresses) */
        post: operations["auth.magicLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/magic-link/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Use a sign-in link; sets the session cookie */
        get: operations["auth.magicLinkVerify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password; sets the session cookie */
        post: operations["auth.signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session */
        post: operations["auth.signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and its org; sets the session cookie */
        post: operations["auth.signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/social/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign in with GitHub, Google or another OpenID Connect provider (GET; 303 to the provider); 404 when that provider is not configured */
        get: operations["auth.social"];
        put?: never;
        /** Sign in with GitHub, Google or another OpenID Connect provider (GET; 303 to the provider); 404 when that provider is not configured */
        post: operations["auth.social.post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/switch-org": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the session to another org of the user's (sign-in lands there next time); a new session cookie
         * @description Needs the `viewer` role or above.
         */
        post: operations["auth.switchOrg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/chat/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Chat-tool "Acknowledge" button (signed with CHAT_SIGNING_SECRET) */
        post: operations["chat.acknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/marketing/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Contact form: the message is stored and e-mailed to CONTACT_EMAIL */
        post: operations["marketing.contact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe webhook: subscription and payment events, signed (Stripe-Signature) with STRIPE_WEBHOOK_SECRET */
        post: operations["payments.webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tls/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** TLS-issuance ask callback */
        get: operations["tls.ask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List active API keys (never the key itself)
         * @description Needs the `viewer` role or above.
         */
        get: operations["apiKeys.list"];
        put?: never;
        /**
         * Create an API key acting with `role` (default `admin`, never above the creator's); `key` is shown only in this answer
         * @description Needs the `admin` role or above.
         */
        post: operations["apiKeys.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key (401 from then on)
         * @description Needs the `admin` role or above.
         */
        delete: operations["apiKeys.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the audit log: one record per accepted write, newest first
         * @description Needs the `viewer` role or above.
         */
        get: operations["auditLog.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a Stripe Checkout session subscribing the org to a paid plan; send the user to its `url`
         * @description Needs the `owner` role or above.
         */
        post: operations["billing.checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a Stripe Customer Portal session for the org's subscription; send the user to its `url`
         * @description Needs the `owner` role or above.
         */
        post: operations["billing.portal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List channels, newest first
         * @description Needs the `viewer` role or above.
         */
        get: operations["channels.list"];
        put?: never;
        /**
         * Create a channel (webhook, slack, discord, teams, pagerduty or email; see docs/channels.md)
         * @description Needs the `admin` role or above.
         */
        post: operations["channels.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a channel
         * @description Needs the `viewer` role or above.
         */
        get: operations["channels.get"];
        put?: never;
        post?: never;
        /**
         * Delete a channel
         * @description Needs the `admin` role or above.
         */
        delete: operations["channels.delete"];
        options?: never;
        head?: never;
        /**
         * Update a channel (its own type's settings only)
         * @description Needs the `admin` role or above.
         */
        patch: operations["channels.update"];
        trace?: never;
    };
    "/api/v1/channels/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend every failed or skipped delivery of the channel since `since` (at most 7 days, 1,000 per call; idempotent per `since`)
         * @description Needs the `admin` role or above.
         */
        post: operations["channels.recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a `test` event to the channel (a delivered one ends an auto-disable)
         * @description Needs the `responder` role or above.
         */
        post: operations["channels.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deliveries, newest first; the filters combine
         * @description Needs the `viewer` role or above.
         */
        get: operations["deliveries.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A delivery with its attempts
         * @description Needs the `viewer` role or above.
         */
        get: operations["deliveries.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the delivery's event again to its channel, as a new delivery (`resend_of` set)
         * @description Needs the `admin` role or above.
         */
        post: operations["deliveries.resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/escalation-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List escalation policies, newest first
         * @description Needs the `viewer` role or above.
         */
        get: operations["escalationPolicies.list"];
        put?: never;
        /**
         * Create an escalation policy (see docs/escalation.md)
         * @description Needs the `admin` role or above.
         */
        post: operations["escalationPolicies.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/escalation-policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an escalation policy
         * @description Needs the `viewer` role or above.
         */
        get: operations["escalationPolicies.get"];
        put?: never;
        post?: never;
        /**
         * Delete an escalation policy
         * @description Needs the `admin` role or above.
         */
        delete: operations["escalationPolicies.delete"];
        options?: never;
        head?: never;
        /**
         * Update an escalation policy (incidents opened from now on use it)
         * @description Needs the `admin` role or above.
         */
        patch: operations["escalationPolicies.update"];
        trace?: never;
    };
    "/api/v1/heartbeats/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Report a heartbeat (a success) */
        get: operations["heartbeats.ingest"];
        put?: never;
        /** Report a heartbeat (a success) */
        post: operations["heartbeats.ingest.post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/heartbeats/{token}/{exit_code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Report a run’s exit code: 0 a success, 1 to 255 a failure */
        get: operations["heartbeats.exitCode"];
        put?: never;
        /** Report a run’s exit code: 0 a success, 1 to 255 a failure */
        post: operations["heartbeats.exitCode.post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/heartbeats/{token}/fail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Report that a run failed: an incident opens at once */
        get: operations["heartbeats.fail"];
        put?: never;
        /** Report that a run failed: an incident opens at once */
        post: operations["heartbeats.fail.post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/heartbeats/{token}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Report that a run started (`max_runtime_sec` watches it) */
        get: operations["heartbeats.start"];
        put?: never;
        /** Report that a run started (`max_runtime_sec` watches it) */
        post: operations["heartbeats.start.post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List incidents, newest first
         * @description Needs the `viewer` role or above.
         */
        get: operations["incidents.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/incidents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An incident with its events and deliveries
         * @description Needs the `viewer` role or above.
         */
        get: operations["incidents.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/incidents/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * open -> acknowledged (409 otherwise)
         * @description Needs the `responder` role or above.
         */
        post: operations["incidents.acknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/incidents/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * open|acknowledged -> resolved (409 when resolved)
         * @description Needs the `responder` role or above.
         */
        post: operations["incidents.resolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the org's invitations, newest first
         * @description Needs the `viewer` role or above.
         */
        get: operations["invitations.list"];
        put?: never;
        /**
         * Invite an e-mail address with a role (inviting an owner needs `owner`); mails a link valid 7 days, once
         * @description Needs the `admin` role or above.
         */
        post: operations["invitations.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an invitation
         * @description Needs the `viewer` role or above.
         */
        get: operations["invitations.get"];
        put?: never;
        post?: never;
        /**
         * Revoke a pending invitation: its link stops working
         * @description Needs the `admin` role or above.
         */
        delete: operations["invitations.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/maintenance-windows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List maintenance windows, newest first
         * @description Needs the `viewer` role or above.
         */
        get: operations["maintenanceWindows.list"];
        put?: never;
        /**
         * Create a maintenance window (optionally repeated by an RFC 5545 rrule)
         * @description Needs the `admin` role or above.
         */
        post: operations["maintenanceWindows.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/maintenance-windows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a maintenance window
         * @description Needs the `viewer` role or above.
         */
        get: operations["maintenanceWindows.get"];
        put?: never;
        post?: never;
        /**
         * Delete a maintenance window
         * @description Needs the `admin` role or above.
         */
        delete: operations["maintenanceWindows.delete"];
        options?: never;
        head?: never;
        /**
         * Update a maintenance window
         * @description Needs the `admin` role or above.
         */
        patch: operations["maintenanceWindows.update"];
        trace?: never;
    };
    "/api/v1/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the org's members and their roles
         * @description Needs the `viewer` role or above.
         */
        get: operations["members.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member from the org (removing an owner needs `owner`); their sessions here end
         * @description Needs the `admin` role or above.
         */
        delete: operations["members.delete"];
        options?: never;
        head?: never;
        /**
         * Change a member's role (making or changing an owner needs `owner`)
         * @description Needs the `admin` role or above.
         */
        patch: operations["members.update"];
        trace?: never;
    };
    "/api/v1/monitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List monitors, newest first
         * @description Needs the `viewer` role or above.
         */
        get: operations["monitors.list"];
        put?: never;
        /**
         * Create a monitor
         * @description Needs the `admin` role or above.
         */
        post: operations["monitors.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a monitor
         * @description Needs the `viewer` role or above.
         */
        get: operations["monitors.get"];
        put?: never;
        post?: never;
        /**
         * Delete a monitor
         * @description Needs the `admin` role or above.
         */
        delete: operations["monitors.delete"];
        options?: never;
        head?: never;
        /**
         * Update a monitor
         * @description Needs the `admin` role or above.
         */
        patch: operations["monitors.update"];
        trace?: never;
    };
    "/api/v1/monitors/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause checks (and heartbeat-miss detection)
         * @description Needs the `responder` role or above.
         */
        post: operations["monitors.pause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitors/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume checks
         * @description Needs the `responder` role or above.
         */
        post: operations["monitors.resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitors/{id}/uptime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A monitor's uptime, downtime and response-time percentiles over a window
         * @description Needs the `viewer` role or above.
         */
        get: operations["monitors.uptime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitors/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run one check of a definition now
         * @description Needs the `responder` role or above.
         */
        post: operations["monitors.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/org": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The org, its plan, the plan's limits and the usage counted against them
         * @description Needs the `viewer` role or above.
         */
        get: operations["org.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Probing regions: active, stale or never seen, and their probers
         * @description Needs the `viewer` role or above.
         */
        get: operations["regions.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/uptime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Uptime report of every monitor over one window, newest monitor first
         * @description Needs the `viewer` role or above.
         */
        get: operations["reports.uptime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The status page settings
         * @description Needs the `viewer` role or above.
         */
        get: operations["statusPage.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Choose the title, visibility, groups of monitors and password of the status page
         * @description Needs the `admin` role or above.
         */
        patch: operations["statusPage.update"];
        trace?: never;
    };
    "/docs/rate-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rate-limit documentation (the default DOCS_URL) */
        get: operations["docs.rateLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health of the API and its dependencies */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Monitors due in a region */
        get: operations["probers.jobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * MCP agent interface (Streamable HTTP, stateless, JSON responses); its tools call this REST API with the same key and budgets
         * @description Needs the `viewer` role or above.
         */
        post: operations["mcp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics of the key's workspace and of this API process
         * @description Needs the `viewer` role or above.
         */
        get: operations["metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report check results of a region */
        post: operations["probers.results"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status-host": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status page by host name */
        get: operations["status.byHost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public status page: HTML for `Accept: text/html`, JSON otherwise */
        get: operations["status.page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/{slug}/api/v2/components.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Statuspage components (groups are components with `group: true`) */
        get: operations["status.v2.components"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/{slug}/api/v2/incidents.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Statuspage incidents: the 50 most recent, with their updates */
        get: operations["status.v2.incidents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/{slug}/api/v2/scheduled-maintenances.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Statuspage scheduled maintenances: running and upcoming */
        get: operations["status.v2.scheduled-maintenances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/{slug}/api/v2/status.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Statuspage status: the indicator (none, minor, major, critical, maintenance) and its description */
        get: operations["status.v2.status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/{slug}/api/v2/summary.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Statuspage summary: page, components, unresolved incidents, maintenance, status */
        get: operations["status.v2.summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/{slug}/badge.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status badge */
        get: operations["status.badge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/{slug}/rss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status page incident feed */
        get: operations["status.rss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/{slug}/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail subscribe: sends a confirmation link (nothing else is sent before it is followed) */
        post: operations["status.subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/{slug}/subscriptions/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Confirm an e-mail subscription (the link of the confirmation e-mail) */
        get: operations["status.subscriptionConfirm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/{slug}/subscriptions/{id}/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One-click unsubscribe (the link and List-Unsubscribe header of every notice) */
        get: operations["status.unsubscribe"];
        put?: never;
        /** One-click unsubscribe (the link and List-Unsubscribe header of every notice) */
        post: operations["status.unsubscribe.post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/{slug}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Password unlock: sets a signed HttpOnly cookie (a form post is sent back to the page) */
        post: operations["status.unlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status/{slug}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status page host verification */
        get: operations["status.verify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "certificate.expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A monitored certificate crossed one of the monitor’s `cert_warn_days` (no incident)
         * @description Sent to each routed channel; see docs/webhooks.md for routing, signatures and retries.
         */
        post: operations["webhook.certificate.expiring"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "incident.acknowledged": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user acknowledged the incident
         * @description Sent to each routed channel; see docs/webhooks.md for routing, signatures and retries.
         */
        post: operations["webhook.incident.acknowledged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "incident.escalated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An incident is still open (neither acknowledged nor resolved) at an escalation step
         * @description Sent to each routed channel; see docs/webhooks.md for routing, signatures and retries.
         */
        post: operations["webhook.incident.escalated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "incident.opened": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An incident opened (the monitor was voted down)
         * @description Sent to each routed channel; see docs/webhooks.md for routing, signatures and retries.
         */
        post: operations["webhook.incident.opened"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "incident.resolved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The incident resolved
         * @description Sent to each routed channel; see docs/webhooks.md for routing, signatures and retries.
         */
        post: operations["webhook.incident.resolved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    test: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test alert requested for one channel
         * @description Sent to each routed channel; see docs/webhooks.md for routing, signatures and retries.
         */
        post: operations["webhook.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Error: {
            code: string;
            errors?: {
                message: string;
                path: string;
            }[];
            message: string;
            statusCode: number;
        } & {
            [key: string]: unknown;
        };
        InvalidRequestError: {
            /** @constant */
            code: "invalid_request";
            errors: {
                message: string;
                path: string;
            }[];
            message: string;
            statusCode: number;
        } & {
            [key: string]: unknown;
        };
        /** MonitorCreateApi */
        MonitorCreateApi: {
            /** @description Omitted or null: every enabled channel of the org; []: none. */
            channel_ids?: string[] | null;
            /** @description Failed results in a row before a region counts as failing (each region's latest) (1 to 10, default 1). */
            confirmations?: number;
            /** @description A passing check slower than this (ms) is degraded; a quorum of degraded regions makes the monitor `degraded` (no incident, counted as up). null (default): never. */
            degraded_after_ms?: number | null;
            /** @description Regions that must fail to open an incident; default min(2, regions). */
            down_quorum?: number;
            /** @description An escalation policy of the org (`/api/v1/escalation-policies`): who is told again while an incident stays open. Omitted or null: nobody. */
            escalation_policy_id?: string | null;
            /** @description At least MIN_INTERVAL_SEC (default 30); default 60. */
            interval_sec?: number;
            name: string & (unknown & unknown);
            /** @description Passed results in a row before a failing region counts as recovered (1 to 10, default 1). */
            recoveries?: number;
            regions?: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
            /** @description api monitors (required there): at most 10 requests run in order; the check fails at the first failing step. `{{steps.<step>.<name>}}` in a URL, header value or body is a value an earlier step extracted. */
            steps: {
                /** @description All must hold; without them the status must be 2xx. */
                assertions?: {
                    /** @enum {string} */
                    comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                    /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                    property?: string;
                    /** @enum {string} */
                    source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                    /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                    target?: string | number | boolean;
                }[];
                /** @description HTTP Basic authentication. */
                basic_auth?: {
                    password: string;
                    username: string;
                };
                /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
                body?: string;
                extract?: {
                    name: string;
                    /** @description `json_path`: a JSONPath; `header`: its name; `regex`: a regular expression over the body. */
                    property: string;
                    /** @enum {string} */
                    source: "json_path" | "header" | "regex";
                }[];
                /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
                follow_redirects?: boolean;
                /** @description Request headers, name -> value (at most 30). */
                headers?: {
                    [key: string]: string;
                };
                /**
                 * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
                 * @enum {string}
                 */
                ip_family?: "4" | "6" | "any";
                /** @description Default 5. */
                max_redirects?: number;
                /**
                 * @description http and keyword monitors; default GET.
                 * @enum {string}
                 */
                method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                name: string;
                /** @description Names of `headers` whose values are sealed at rest and shown only as a hint, besides those sealed anyway (names with auth, cookie, token, secret, passw, api-key, session, credential, signature or private in them). */
                secret_headers?: (string & (unknown & unknown))[];
                /** Format: uri */
                url: string & (unknown & unknown);
            }[];
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "api";
        };
        /** MonitorCreateBrowser */
        MonitorCreateBrowser: {
            /** @description Omitted or null: every enabled channel of the org; []: none. */
            channel_ids?: string[] | null;
            /** @description Failed results in a row before a region counts as failing (each region's latest) (1 to 10, default 1). */
            confirmations?: number;
            /** @description A passing check slower than this (ms) is degraded; a quorum of degraded regions makes the monitor `degraded` (no incident, counted as up). null (default): never. */
            degraded_after_ms?: number | null;
            /** @description Regions that must fail to open an incident; default min(2, regions). */
            down_quorum?: number;
            /** @description An escalation policy of the org (`/api/v1/escalation-policies`): who is told again while an incident stays open. Omitted or null: nobody. */
            escalation_policy_id?: string | null;
            /** @description At least MIN_INTERVAL_SEC (default 30); default 60. */
            interval_sec?: number;
            name: string & (unknown & unknown);
            /** @description Passed results in a row before a failing region counts as recovered (1 to 10, default 1). */
            recoveries?: number;
            regions?: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
            /** @description browser monitors (required there): at most 20 steps run in order in a fresh browser context, the first a `goto`; the check fails at the first failing step. */
            steps: {
                /** @enum {string} */
                action: "goto" | "click" | "fill" | "press" | "wait_for" | "expect_text" | "expect_title" | "expect_url";
                /** @description click, fill, wait_for (required); press, expect_text (optional): a CSS or Playwright selector. */
                selector?: string;
                /** @description expect_text: text the element (or the page) contains; expect_title, expect_url: text they contain. */
                text?: string;
                /**
                 * Format: uri
                 * @description goto: the page to open.
                 */
                url?: string & (unknown & unknown);
                /** @description fill: the text typed in; press: a key such as `Enter` or `Control+A`. */
                value?: string;
            }[];
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "browser";
        };
        /** MonitorCreateDns */
        MonitorCreateDns: {
            /** @description Omitted or null: every enabled channel of the org; []: none. */
            channel_ids?: string[] | null;
            /** @description Failed results in a row before a region counts as failing (each region's latest) (1 to 10, default 1). */
            confirmations?: number;
            /** @description A passing check slower than this (ms) is degraded; a quorum of degraded regions makes the monitor `degraded` (no incident, counted as up). null (default): never. */
            degraded_after_ms?: number | null;
            /** @description Regions that must fail to open an incident; default min(2, regions). */
            down_quorum?: number;
            /** @description An escalation policy of the org (`/api/v1/escalation-policies`): who is told again while an incident stays open. Omitted or null: nobody. */
            escalation_policy_id?: string | null;
            /** @description dns monitors: a value the answer must contain. */
            expected_value?: string;
            /** @description tcp, ssl, ping and dns monitors (required there). */
            host: string | unknown | unknown | unknown;
            /** @description At least MIN_INTERVAL_SEC (default 30); default 60. */
            interval_sec?: number;
            name: string & (unknown & unknown);
            /**
             * @description dns monitors; default A.
             * @enum {string}
             */
            record_type?: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS";
            /** @description Passed results in a row before a failing region counts as recovered (1 to 10, default 1). */
            recoveries?: number;
            regions?: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "dns";
        };
        /** MonitorCreateHeartbeat */
        MonitorCreateHeartbeat: {
            /** @description Omitted or null: every enabled channel of the org; []: none. */
            channel_ids?: string[] | null;
            /** @description Regions that must fail to open an incident; default min(2, regions). */
            down_quorum?: number;
            /** @description An escalation policy of the org (`/api/v1/escalation-policies`): who is told again while an incident stays open. Omitted or null: nobody. */
            escalation_policy_id?: string | null;
            /** @description heartbeat monitors (required there): `{period_sec, grace_sec}` or `{schedule, tz, grace_sec}`; periods at least MIN_INTERVAL_SEC. */
            heartbeat: {
                grace_sec: number;
                /** @description A `/start` without a success within this many seconds opens an incident. */
                max_runtime_sec?: number | null;
                period_sec?: number;
                /** @description Five-field cron expression (minute hour day month weekday). */
                schedule?: string;
                /** @description IANA time zone of `schedule`; default UTC. */
                tz?: string;
            };
            /** @description At least MIN_INTERVAL_SEC (default 30); default 60. */
            interval_sec?: number;
            name: string & (unknown & unknown);
            regions?: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "heartbeat";
        };
        /** MonitorCreateHttp */
        MonitorCreateHttp: {
            /** @description All must hold; when given, `expected_status` and `keyword` are not used. */
            assertions?: {
                /** @enum {string} */
                comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                property?: string;
                /** @enum {string} */
                source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                target?: string | number | boolean;
            }[];
            /** @description HTTP Basic authentication. */
            basic_auth?: {
                password: string;
                username: string;
            };
            /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
            body?: string;
            /** @description http and keyword monitors on https URLs, ssl monitors: days before the certificate expires at which one `certificate.expiring` event is sent per certificate and threshold; default [30,14,7,1]. */
            cert_warn_days?: number[];
            /** @description Omitted or null: every enabled channel of the org; []: none. */
            channel_ids?: string[] | null;
            /** @description Failed results in a row before a region counts as failing (each region's latest) (1 to 10, default 1). */
            confirmations?: number;
            /** @description A passing check slower than this (ms) is degraded; a quorum of degraded regions makes the monitor `degraded` (no incident, counted as up). null (default): never. */
            degraded_after_ms?: number | null;
            /** @description Regions that must fail to open an incident; default min(2, regions). */
            down_quorum?: number;
            /** @description An escalation policy of the org (`/api/v1/escalation-policies`): who is told again while an incident stays open. Omitted or null: nobody. */
            escalation_policy_id?: string | null;
            /** @description http and keyword monitors; empty means any 2xx. */
            expected_status?: number[];
            /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
            follow_redirects?: boolean;
            /** @description Request headers, name -> value (at most 30). */
            headers?: {
                [key: string]: string;
            };
            /** @description At least MIN_INTERVAL_SEC (default 30); default 60. */
            interval_sec?: number;
            /**
             * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
             * @enum {string}
             */
            ip_family?: "4" | "6" | "any";
            /** @description Default 5. */
            max_redirects?: number;
            /**
             * @description http and keyword monitors; default GET.
             * @enum {string}
             */
            method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
            name: string & (unknown & unknown);
            /** @description Passed results in a row before a failing region counts as recovered (1 to 10, default 1). */
            recoveries?: number;
            regions?: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
            /** @description Names of `headers` whose values are sealed at rest and shown only as a hint, besides those sealed anyway (names with auth, cookie, token, secret, passw, api-key, session, credential, signature or private in them). */
            secret_headers?: (string & (unknown & unknown))[];
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "http";
            /**
             * Format: uri
             * @description http and keyword monitors only (required there).
             */
            url: string & (unknown & unknown);
        };
        /** MonitorCreateKeyword */
        MonitorCreateKeyword: {
            /** @description All must hold; when given, `expected_status` and `keyword` are not used. */
            assertions?: {
                /** @enum {string} */
                comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                property?: string;
                /** @enum {string} */
                source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                target?: string | number | boolean;
            }[];
            /** @description HTTP Basic authentication. */
            basic_auth?: {
                password: string;
                username: string;
            };
            /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
            body?: string;
            /** @description http and keyword monitors on https URLs, ssl monitors: days before the certificate expires at which one `certificate.expiring` event is sent per certificate and threshold; default [30,14,7,1]. */
            cert_warn_days?: number[];
            /** @description Omitted or null: every enabled channel of the org; []: none. */
            channel_ids?: string[] | null;
            /** @description Failed results in a row before a region counts as failing (each region's latest) (1 to 10, default 1). */
            confirmations?: number;
            /** @description A passing check slower than this (ms) is degraded; a quorum of degraded regions makes the monitor `degraded` (no incident, counted as up). null (default): never. */
            degraded_after_ms?: number | null;
            /** @description Regions that must fail to open an incident; default min(2, regions). */
            down_quorum?: number;
            /** @description An escalation policy of the org (`/api/v1/escalation-policies`): who is told again while an incident stays open. Omitted or null: nobody. */
            escalation_policy_id?: string | null;
            /** @description http and keyword monitors; empty means any 2xx. */
            expected_status?: number[];
            /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
            follow_redirects?: boolean;
            /** @description Request headers, name -> value (at most 30). */
            headers?: {
                [key: string]: string;
            };
            /** @description At least MIN_INTERVAL_SEC (default 30); default 60. */
            interval_sec?: number;
            /**
             * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
             * @enum {string}
             */
            ip_family?: "4" | "6" | "any";
            /** @description keyword monitors: text looked for in the body (required there). */
            keyword: string;
            /** @enum {string} */
            keyword_mode?: "contains" | "not_contains";
            /** @description Default 5. */
            max_redirects?: number;
            /**
             * @description http and keyword monitors; default GET.
             * @enum {string}
             */
            method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
            name: string & (unknown & unknown);
            /** @description Passed results in a row before a failing region counts as recovered (1 to 10, default 1). */
            recoveries?: number;
            regions?: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
            /** @description Names of `headers` whose values are sealed at rest and shown only as a hint, besides those sealed anyway (names with auth, cookie, token, secret, passw, api-key, session, credential, signature or private in them). */
            secret_headers?: (string & (unknown & unknown))[];
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "keyword";
            /**
             * Format: uri
             * @description http and keyword monitors only (required there).
             */
            url: string & (unknown & unknown);
        };
        /** MonitorCreatePing */
        MonitorCreatePing: {
            /** @description Omitted or null: every enabled channel of the org; []: none. */
            channel_ids?: string[] | null;
            /** @description Failed results in a row before a region counts as failing (each region's latest) (1 to 10, default 1). */
            confirmations?: number;
            /** @description A passing check slower than this (ms) is degraded; a quorum of degraded regions makes the monitor `degraded` (no incident, counted as up). null (default): never. */
            degraded_after_ms?: number | null;
            /** @description Regions that must fail to open an incident; default min(2, regions). */
            down_quorum?: number;
            /** @description An escalation policy of the org (`/api/v1/escalation-policies`): who is told again while an incident stays open. Omitted or null: nobody. */
            escalation_policy_id?: string | null;
            /** @description tcp, ssl, ping and dns monitors (required there). */
            host: string | unknown | unknown | unknown;
            /** @description At least MIN_INTERVAL_SEC (default 30); default 60. */
            interval_sec?: number;
            name: string & (unknown & unknown);
            /** @description Passed results in a row before a failing region counts as recovered (1 to 10, default 1). */
            recoveries?: number;
            regions?: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ping";
        };
        /** MonitorCreateSsl */
        MonitorCreateSsl: {
            /** @description http and keyword monitors on https URLs, ssl monitors: days before the certificate expires at which one `certificate.expiring` event is sent per certificate and threshold; default [30,14,7,1]. */
            cert_warn_days?: number[];
            /** @description Omitted or null: every enabled channel of the org; []: none. */
            channel_ids?: string[] | null;
            /** @description Failed results in a row before a region counts as failing (each region's latest) (1 to 10, default 1). */
            confirmations?: number;
            /** @description A passing check slower than this (ms) is degraded; a quorum of degraded regions makes the monitor `degraded` (no incident, counted as up). null (default): never. */
            degraded_after_ms?: number | null;
            /** @description Regions that must fail to open an incident; default min(2, regions). */
            down_quorum?: number;
            /** @description An escalation policy of the org (`/api/v1/escalation-policies`): who is told again while an incident stays open. Omitted or null: nobody. */
            escalation_policy_id?: string | null;
            /** @description tcp, ssl, ping and dns monitors (required there). */
            host: string | unknown | unknown | unknown;
            /** @description At least MIN_INTERVAL_SEC (default 30); default 60. */
            interval_sec?: number;
            name: string & (unknown & unknown);
            /** @description tcp (required) and ssl (default 443). */
            port?: number;
            /** @description Passed results in a row before a failing region counts as recovered (1 to 10, default 1). */
            recoveries?: number;
            regions?: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
            /** @description ssl monitors: fail this many days before the certificate expires. */
            ssl_expiry_days?: number;
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ssl";
        };
        /** MonitorCreateTcp */
        MonitorCreateTcp: {
            /** @description Omitted or null: every enabled channel of the org; []: none. */
            channel_ids?: string[] | null;
            /** @description Failed results in a row before a region counts as failing (each region's latest) (1 to 10, default 1). */
            confirmations?: number;
            /** @description A passing check slower than this (ms) is degraded; a quorum of degraded regions makes the monitor `degraded` (no incident, counted as up). null (default): never. */
            degraded_after_ms?: number | null;
            /** @description Regions that must fail to open an incident; default min(2, regions). */
            down_quorum?: number;
            /** @description An escalation policy of the org (`/api/v1/escalation-policies`): who is told again while an incident stays open. Omitted or null: nobody. */
            escalation_policy_id?: string | null;
            /** @description tcp, ssl, ping and dns monitors (required there). */
            host: string | unknown | unknown | unknown;
            /** @description At least MIN_INTERVAL_SEC (default 30); default 60. */
            interval_sec?: number;
            name: string & (unknown & unknown);
            /** @description tcp (required) and ssl (default 443). */
            port: number;
            /** @description Passed results in a row before a failing region counts as recovered (1 to 10, default 1). */
            recoveries?: number;
            regions?: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tcp";
        };
        /** MonitorTestDefinitionApi */
        MonitorTestDefinitionApi: {
            /** @description api monitors (required there): at most 10 requests run in order; the check fails at the first failing step. `{{steps.<step>.<name>}}` in a URL, header value or body is a value an earlier step extracted. */
            steps: {
                /** @description All must hold; without them the status must be 2xx. */
                assertions?: {
                    /** @enum {string} */
                    comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                    /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                    property?: string;
                    /** @enum {string} */
                    source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                    /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                    target?: string | number | boolean;
                }[];
                /** @description HTTP Basic authentication. */
                basic_auth?: {
                    password: string;
                    username: string;
                };
                /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
                body?: string;
                extract?: {
                    name: string;
                    /** @description `json_path`: a JSONPath; `header`: its name; `regex`: a regular expression over the body. */
                    property: string;
                    /** @enum {string} */
                    source: "json_path" | "header" | "regex";
                }[];
                /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
                follow_redirects?: boolean;
                /** @description Request headers, name -> value (at most 30). */
                headers?: {
                    [key: string]: string;
                };
                /**
                 * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
                 * @enum {string}
                 */
                ip_family?: "4" | "6" | "any";
                /** @description Default 5. */
                max_redirects?: number;
                /**
                 * @description http and keyword monitors; default GET.
                 * @enum {string}
                 */
                method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                name: string;
                /** @description Names of `headers` whose values are sealed at rest and shown only as a hint, besides those sealed anyway (names with auth, cookie, token, secret, passw, api-key, session, credential, signature or private in them). */
                secret_headers?: (string & (unknown & unknown))[];
                /** Format: uri */
                url: string & (unknown & unknown);
            }[];
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "api";
            url?: null;
        };
        /** MonitorTestDefinitionBrowser */
        MonitorTestDefinitionBrowser: {
            /** @description browser monitors (required there): at most 20 steps run in order in a fresh browser context, the first a `goto`; the check fails at the first failing step. */
            steps: {
                /** @enum {string} */
                action: "goto" | "click" | "fill" | "press" | "wait_for" | "expect_text" | "expect_title" | "expect_url";
                /** @description click, fill, wait_for (required); press, expect_text (optional): a CSS or Playwright selector. */
                selector?: string;
                /** @description expect_text: text the element (or the page) contains; expect_title, expect_url: text they contain. */
                text?: string;
                /**
                 * Format: uri
                 * @description goto: the page to open.
                 */
                url?: string & (unknown & unknown);
                /** @description fill: the text typed in; press: a key such as `Enter` or `Control+A`. */
                value?: string;
            }[];
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "browser";
            url?: null;
        };
        /** MonitorTestDefinitionDns */
        MonitorTestDefinitionDns: {
            expected_value?: string | null;
            /** @description tcp, ssl, ping and dns monitors (required there). */
            host: string | unknown | unknown | unknown;
            record_type?: ("A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS") | null;
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "dns";
            url?: null;
        };
        /** MonitorTestDefinitionHttp */
        MonitorTestDefinitionHttp: {
            assertions?: {
                /** @enum {string} */
                comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                property?: string;
                /** @enum {string} */
                source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                target?: string | number | boolean;
            }[] | null;
            basic_auth?: {
                password: string;
                username: string;
            } | null;
            body?: string | null;
            /** @description http and keyword monitors; empty means any 2xx. */
            expected_status?: number[];
            follow_redirects?: boolean | null;
            headers?: {
                [key: string]: string;
            } | null;
            ip_family?: ("4" | "6" | "any") | null;
            max_redirects?: number | null;
            method?: ("GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS") | null;
            secret_headers?: (string & (unknown & unknown))[] | null;
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "http";
            /**
             * Format: uri
             * @description http and keyword monitors only (required there).
             */
            url: string & (unknown & unknown);
        };
        /** MonitorTestDefinitionKeyword */
        MonitorTestDefinitionKeyword: {
            assertions?: {
                /** @enum {string} */
                comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                property?: string;
                /** @enum {string} */
                source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                target?: string | number | boolean;
            }[] | null;
            basic_auth?: {
                password: string;
                username: string;
            } | null;
            body?: string | null;
            /** @description http and keyword monitors; empty means any 2xx. */
            expected_status?: number[];
            follow_redirects?: boolean | null;
            headers?: {
                [key: string]: string;
            } | null;
            ip_family?: ("4" | "6" | "any") | null;
            /** @description keyword monitors: text looked for in the body (required there). */
            keyword: string;
            /** @enum {string} */
            keyword_mode?: "contains" | "not_contains";
            max_redirects?: number | null;
            method?: ("GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS") | null;
            secret_headers?: (string & (unknown & unknown))[] | null;
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "keyword";
            /**
             * Format: uri
             * @description http and keyword monitors only (required there).
             */
            url: string & (unknown & unknown);
        };
        /** MonitorTestDefinitionPing */
        MonitorTestDefinitionPing: {
            /** @description tcp, ssl, ping and dns monitors (required there). */
            host: string | unknown | unknown | unknown;
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ping";
            url?: null;
        };
        /** MonitorTestDefinitionSsl */
        MonitorTestDefinitionSsl: {
            /** @description tcp, ssl, ping and dns monitors (required there). */
            host: string | unknown | unknown | unknown;
            port?: number | null;
            /** @description ssl monitors: fail this many days before the certificate expires. */
            ssl_expiry_days?: number;
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ssl";
            url?: null;
        };
        /** MonitorTestDefinitionTcp */
        MonitorTestDefinitionTcp: {
            /** @description tcp, ssl, ping and dns monitors (required there). */
            host: string | unknown | unknown | unknown;
            /** @description tcp (required) and ssl (default 443). */
            port: number;
            /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
            timeout_ms?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tcp";
            url?: null;
        };
        PlanLimitError: {
            /** @constant */
            code: "plan_limit";
            errors?: {
                message: string;
                path: string;
            }[];
            /** @description The limit refused: `monitors`, `min_interval_sec`, `channels`, `members`, ... */
            limit: string;
            /** @description The plan's value of that limit. */
            max: number | boolean | null;
            message: string;
            /** @description The plan in force. */
            plan: string;
            /** @constant */
            statusCode: 402;
            /** @description The cheapest plan that allows it; null when none does. */
            upgrade_to: string | null;
            /** @description What the write would make it (or the value asked for). */
            usage: number | boolean;
        } & {
            [key: string]: unknown;
        };
        RateLimitError: {
            /** @constant */
            code: "rate_limited";
            docs_url: string;
            errors?: {
                message: string;
                path: string;
            }[];
            message: string;
            retry_after_sec: number;
            /** @constant */
            statusCode: 429;
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description `<docs_url>; rel="describedby"`: the rate-limit documentation */
        Link: string;
        /** @description Sustained (or route) quota per window */
        "RateLimit-Limit": number;
        /** @description `<quota>;w=60` */
        "RateLimit-Policy": string;
        /** @description Whole tokens left in the bucket */
        "RateLimit-Remaining": number;
        /** @description 0 while allowed; after a 429, seconds until a token is back */
        "RateLimit-Reset": number;
        /** @description Seconds to wait; same as `retry_after_sec` */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    root: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mongodb: "up" | "down";
                        /** @description Each region: `active`, `stale` or `never_seen` (GET /api/v1/regions); never makes the answer a 503. */
                        regions: {
                            /** @enum {string} */
                            fra1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            gru1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            hil1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            iad1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            sgp1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            syd1: "active" | "stale" | "never_seen";
                        };
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        /** @enum {string} */
                        temporal: "up" | "down";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mongodb: "up" | "down";
                        /** @description Each region: `active`, `stale` or `never_seen` (GET /api/v1/regions); never makes the answer a 503. */
                        regions: {
                            /** @enum {string} */
                            fra1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            gru1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            hil1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            iad1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            sgp1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            syd1: "active" | "stale" | "never_seen";
                        };
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        /** @enum {string} */
                        temporal: "up" | "down";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth.acceptInvitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A new account's password; an existing account sends its session cookie instead. */
                    password?: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Joined; session cookie set */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        org: {
                            /** Format: date-time */
                            created_at: string;
                            id: string;
                            name: string;
                            slug: string;
                        };
                        user: {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            id: string;
                            org_id: string;
                        };
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: An account with the invited e-mail exists and no session of it came, or no password came for a new one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The link was used already, has expired or was revoked (403: the session is of another e-mail) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth.magicLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "accepted";
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth.magicLinkVerify": {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        org: {
                            /** Format: date-time */
                            created_at: string;
                            id: string;
                            name: string;
                            slug: string;
                        };
                        user: {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            id: string;
                            org_id: string;
                        };
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: The link is unknown, used or expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth.signIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        org: {
                            /** Format: date-time */
                            created_at: string;
                            id: string;
                            name: string;
                            slug: string;
                        };
                        user: {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            id: string;
                            org_id: string;
                        };
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: Wrong email or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth.signOut": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth.signUp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    org_name: string & (unknown & unknown);
                    org_slug: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Created; session cookie set */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        org: {
                            /** Format: date-time */
                            created_at: string;
                            id: string;
                            name: string;
                            slug: string;
                        };
                        user: {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            id: string;
                            org_id: string;
                        };
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `conflict`: The email or the org slug is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth.social": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the provider; its callback is /api/auth/social/{provider}/callback */
            303: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `not_found`: No sign-in provider of this name is configured */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth.social.post": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the provider; its callback is /api/auth/social/{provider}/callback */
            303: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `not_found`: No sign-in provider of this name is configured */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth.switchOrg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    org_id: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        org: {
                            /** Format: date-time */
                            created_at: string;
                            id: string;
                            name: string;
                            slug: string;
                        };
                        user: {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            id: string;
                            org_id: string;
                        };
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chat.acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    incident_id: string;
                    /** @description Who pressed the button, for the log. */
                    user?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        incident: {
                            acknowledged_at: string | null;
                            /** @description Who acknowledged it: a user, an API key or a chat user. */
                            acknowledged_by: {
                                id: string;
                                /** @description A user's e-mail, a key's name, or the chat user's name. */
                                name: string;
                                /** @enum {string} */
                                type: "user" | "api_key" | "chat";
                            } | null;
                            check: {
                                last_error_class: string | null;
                                last_error_message: string | null;
                                last_response_ms: number | null;
                            };
                            /** Format: date-time */
                            created_at: string;
                            duration_sec: number | null;
                            failing_regions: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                            id: string;
                            monitor_id: string;
                            /** Format: date-time */
                            opened_at: string;
                            resolved_at: string | null;
                            /** @description Who resolved it; null when the monitor recovered by itself. */
                            resolved_by: {
                                id: string;
                                /** @description A user's e-mail, a key's name, or the chat user's name. */
                                name: string;
                                /** @enum {string} */
                                type: "user" | "api_key" | "chat";
                            } | null;
                            /** @enum {string} */
                            status: "open" | "acknowledged" | "resolved";
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The incident is not open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "marketing.contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    message: string;
                    name?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Received */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Whether it was e-mailed on to the team (CONTACT_EMAIL); it is stored either way. */
                        forwarded: boolean;
                        id: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments.webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received (applied, already applied, or not used) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description `duplicate`: this event id was applied before; `ignored`: an event type (or org) this service does not use.
                         * @enum {string}
                         */
                        outcome: "applied" | "duplicate" | "ignored";
                        /** @constant */
                        received: true;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_implemented`: No payment provider is configured */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tls.ask": {
        parameters: {
            query: {
                domain: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "apiKeys.list": {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            created_at: string;
                            id: string;
                            last_used_at: string | null;
                            name: string;
                            prefix: string;
                            /**
                             * @description What the key may do: `viewer` reads, `responder` also acknowledges, resolves, pauses, resumes and sends test alerts, `admin` everything but touch owners, `owner` everything. Keys made before roles existed have full access (`owner`).
                             * @enum {string}
                             */
                            role: "viewer" | "responder" | "admin" | "owner";
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "apiKeys.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string & (unknown & unknown);
                    /**
                     * @description Default `admin`; never above the creator's own role.
                     * @default admin
                     * @enum {string}
                     */
                    role?: "viewer" | "responder" | "admin" | "owner";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        id: string;
                        /** @description Shown once; store it now. */
                        key: string;
                        name: string;
                        prefix: string;
                        /**
                         * @description What the key may do: `viewer` reads, `responder` also acknowledges, resolves, pauses, resumes and sends test alerts, `admin` everything but touch owners, `owner` everything. Keys made before roles existed have full access (`owner`).
                         * @enum {string}
                         */
                        role: "viewer" | "responder" | "admin" | "owner";
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "apiKeys.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auditLog.list": {
        parameters: {
            query?: {
                action?: string & (unknown & unknown);
                actor_id?: string;
                cursor?: string;
                limit?: number;
                resource_id?: string;
                since?: string;
                until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The route's name, e.g. `monitors.create`. */
                            action: string;
                            actor: {
                                id: string;
                                /** @description A user's e-mail, a key's name, or the chat user's name. */
                                name: string;
                                /** @enum {string} */
                                type: "user" | "api_key" | "chat";
                            };
                            /** Format: date-time */
                            at: string;
                            /** @description The same fields as they were before the write, kept by the same rule (changes of monitors, channels and members through the API or MCP); null otherwise. */
                            before: {
                                [key: string]: unknown;
                            } | null;
                            /** @description The fields the write set; values that could carry a secret read "(set, not recorded)". */
                            changes: {
                                [key: string]: unknown;
                            };
                            id: string;
                            ip: string | null;
                            resource_id: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "billing.checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The paid plan to subscribe to (its Stripe price has this `lookup_key`). */
                    plan: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Stripe's page to send the user to. */
                        url: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `owner` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_implemented`: No payment provider is configured */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "billing.portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Stripe's page to send the user to. */
                        url: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `owner` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The org has no Stripe customer yet (no Checkout completed) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_implemented`: No payment provider is configured */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "channels.list": {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            created_at: string;
                            /** @description When it was auto-disabled; null otherwise */
                            disabled_at: string | null;
                            /** @description Why the channel was auto-disabled after consecutive failed deliveries; null otherwise */
                            disabled_reason: string | null;
                            /** @description false when disabled with PATCH or auto-disabled (then `disabled_reason` says why) */
                            enabled: boolean;
                            /** @description Events this channel receives */
                            event_types: ("incident.opened" | "incident.acknowledged" | "incident.resolved" | "incident.escalated" | "certificate.expiring")[];
                            id: string;
                            name: string;
                            /** @description Last 4 characters of the secret: a webhook's signing secret, a chat tool's incoming-webhook URL (a credential, never returned whole), a PagerDuty routing key; empty for email. */
                            secret_hint: string;
                            /**
                             * @description webhook
                             * @enum {string}
                             */
                            signature_scheme?: "service" | "standard" | "both";
                            /** @description webhook */
                            template?: string | null;
                            /** @description email: the recipients. */
                            to?: string[];
                            /** @enum {string} */
                            type: "webhook" | "slack" | "discord" | "teams" | "pagerduty" | "email";
                            /** Format: date-time */
                            updated_at: string;
                            /** @description webhook */
                            url?: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "channels.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    /** @description Events this channel receives; default ["incident.opened","incident.acknowledged","incident.resolved"]. A `test` alert always goes through; a channel named in an escalation step receives that step's `incident.escalated` regardless. */
                    event_types?: ("incident.opened" | "incident.acknowledged" | "incident.resolved" | "incident.escalated" | "certificate.expiring")[];
                    name: string & (unknown & unknown);
                    /** @description pagerduty: the Events API v2 integration (routing) key; stored encrypted, never returned. */
                    routing_key?: string;
                    /** @description webhook: the signing secret (a PATCH rotates it). */
                    secret?: string;
                    /**
                     * @description Signature headers sent: `service` (default) the spec `X-Service-Signature` only; `standard` and `both` add the Standard Webhooks `webhook-id` (the delivery id), `webhook-timestamp` and `webhook-signature` (see docs/webhooks.md).
                     * @enum {string}
                     */
                    signature_scheme?: "service" | "standard" | "both";
                    /** @description webhook only. */
                    template?: string | null;
                    /** @description email: 1 to 10 recipients. */
                    to?: string[];
                    /**
                     * @description `webhook`, `slack`, `discord`, `teams`, `pagerduty` or `email`.
                     * @enum {string}
                     */
                    type: "webhook" | "slack" | "discord" | "teams" | "pagerduty" | "email";
                    /**
                     * Format: uri
                     * @description webhook: the receiver; slack, discord, teams: the incoming-webhook URL (https).
                     */
                    url?: string & (unknown & unknown);
                } & ({
                    routing_key?: never;
                    to?: never;
                    /** @constant */
                    type: "webhook";
                } | {
                    routing_key?: never;
                    secret?: never;
                    signature_scheme?: never;
                    template?: never;
                    to?: never;
                    /** @constant */
                    type: "slack";
                } | {
                    routing_key?: never;
                    secret?: never;
                    signature_scheme?: never;
                    template?: never;
                    to?: never;
                    /** @constant */
                    type: "discord";
                } | {
                    routing_key?: never;
                    secret?: never;
                    signature_scheme?: never;
                    template?: never;
                    to?: never;
                    /** @constant */
                    type: "teams";
                } | {
                    secret?: never;
                    signature_scheme?: never;
                    template?: never;
                    to?: never;
                    /** @constant */
                    type: "pagerduty";
                    url?: never;
                } | {
                    routing_key?: never;
                    secret?: never;
                    signature_scheme?: never;
                    template?: never;
                    /** @constant */
                    type: "email";
                    url?: never;
                });
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        /** @description When it was auto-disabled; null otherwise */
                        disabled_at: string | null;
                        /** @description Why the channel was auto-disabled after consecutive failed deliveries; null otherwise */
                        disabled_reason: string | null;
                        /** @description false when disabled with PATCH or auto-disabled (then `disabled_reason` says why) */
                        enabled: boolean;
                        /** @description Events this channel receives */
                        event_types: ("incident.opened" | "incident.acknowledged" | "incident.resolved" | "incident.escalated" | "certificate.expiring")[];
                        id: string;
                        name: string;
                        /** @description Last 4 characters of the secret: a webhook's signing secret, a chat tool's incoming-webhook URL (a credential, never returned whole), a PagerDuty routing key; empty for email. */
                        secret_hint: string;
                        /**
                         * @description webhook
                         * @enum {string}
                         */
                        signature_scheme?: "service" | "standard" | "both";
                        /** @description webhook */
                        template?: string | null;
                        /** @description email: the recipients. */
                        to?: string[];
                        /** @enum {string} */
                        type: "webhook" | "slack" | "discord" | "teams" | "pagerduty" | "email";
                        /** Format: date-time */
                        updated_at: string;
                        /** @description webhook */
                        url?: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_limit`: The plan's channel limit is reached */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanLimitError"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "channels.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        /** @description When it was auto-disabled; null otherwise */
                        disabled_at: string | null;
                        /** @description Why the channel was auto-disabled after consecutive failed deliveries; null otherwise */
                        disabled_reason: string | null;
                        /** @description false when disabled with PATCH or auto-disabled (then `disabled_reason` says why) */
                        enabled: boolean;
                        /** @description Events this channel receives */
                        event_types: ("incident.opened" | "incident.acknowledged" | "incident.resolved" | "incident.escalated" | "certificate.expiring")[];
                        id: string;
                        name: string;
                        /** @description Last 4 characters of the secret: a webhook's signing secret, a chat tool's incoming-webhook URL (a credential, never returned whole), a PagerDuty routing key; empty for email. */
                        secret_hint: string;
                        /**
                         * @description webhook
                         * @enum {string}
                         */
                        signature_scheme?: "service" | "standard" | "both";
                        /** @description webhook */
                        template?: string | null;
                        /** @description email: the recipients. */
                        to?: string[];
                        /** @enum {string} */
                        type: "webhook" | "slack" | "discord" | "teams" | "pagerduty" | "email";
                        /** Format: date-time */
                        updated_at: string;
                        /** @description webhook */
                        url?: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "channels.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "channels.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description `true` also ends an auto-disable. */
                    enabled?: boolean;
                    /** @description Events this channel receives; default ["incident.opened","incident.acknowledged","incident.resolved"]. A `test` alert always goes through; a channel named in an escalation step receives that step's `incident.escalated` regardless. */
                    event_types?: ("incident.opened" | "incident.acknowledged" | "incident.resolved" | "incident.escalated" | "certificate.expiring")[];
                    name?: string & (unknown & unknown);
                    /** @description pagerduty: the Events API v2 integration (routing) key; stored encrypted, never returned. */
                    routing_key?: string;
                    /** @description webhook: the signing secret (a PATCH rotates it). */
                    secret?: string;
                    /**
                     * @description Signature headers sent: `service` (default) the spec `X-Service-Signature` only; `standard` and `both` add the Standard Webhooks `webhook-id` (the delivery id), `webhook-timestamp` and `webhook-signature` (see docs/webhooks.md).
                     * @enum {string}
                     */
                    signature_scheme?: "service" | "standard" | "both";
                    /** @description webhook only. */
                    template?: string | null;
                    /** @description email: 1 to 10 recipients. */
                    to?: string[];
                    /**
                     * Format: uri
                     * @description webhook: the receiver; slack, discord, teams: the incoming-webhook URL (https).
                     */
                    url?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        /** @description When it was auto-disabled; null otherwise */
                        disabled_at: string | null;
                        /** @description Why the channel was auto-disabled after consecutive failed deliveries; null otherwise */
                        disabled_reason: string | null;
                        /** @description false when disabled with PATCH or auto-disabled (then `disabled_reason` says why) */
                        enabled: boolean;
                        /** @description Events this channel receives */
                        event_types: ("incident.opened" | "incident.acknowledged" | "incident.resolved" | "incident.escalated" | "certificate.expiring")[];
                        id: string;
                        name: string;
                        /** @description Last 4 characters of the secret: a webhook's signing secret, a chat tool's incoming-webhook URL (a credential, never returned whole), a PagerDuty routing key; empty for email. */
                        secret_hint: string;
                        /**
                         * @description webhook
                         * @enum {string}
                         */
                        signature_scheme?: "service" | "standard" | "both";
                        /** @description webhook */
                        template?: string | null;
                        /** @description email: the recipients. */
                        to?: string[];
                        /** @enum {string} */
                        type: "webhook" | "slack" | "discord" | "teams" | "pagerduty" | "email";
                        /** Format: date-time */
                        updated_at: string;
                        /** @description webhook */
                        url?: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "channels.recover": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601; at most 7 days ago. The same `since` again resends nothing twice.
                     */
                    since: string;
                };
            };
        };
        responses: {
            /** @description Accepted; the resends are recorded and started */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Deliveries resent by this call (at most 1,000; when 1,000, call again with the same `since` for the rest). A repeat with the same `since` answers 0 unless new failures arrived in the window. */
                        count: number;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The channel is disabled (PATCH enabled: true first) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "channels.test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted; delivery recorded, its workflow starting */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery_id: string;
                        workflow_id: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `responder` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deliveries.list": {
        parameters: {
            query?: {
                channel_id?: string;
                cursor?: string;
                event_type?: "incident.opened" | "incident.acknowledged" | "incident.resolved" | "incident.escalated" | "certificate.expiring" | "test";
                incident_id?: string;
                limit?: number;
                monitor_id?: string;
                since?: string;
                status?: "pending" | "delivering" | "delivered" | "failed" | "skipped";
                until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: {
                                /** Format: date-time */
                                at: string;
                                duration_ms: number;
                                error_class: string | null;
                                error_message: string | null;
                                n: number;
                                response_body: string | null;
                                status_code: number | null;
                            }[];
                            channel_id: string;
                            completed_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            event_id: string;
                            /** @enum {string} */
                            event_type: "incident.opened" | "incident.acknowledged" | "incident.resolved" | "incident.escalated" | "certificate.expiring" | "test";
                            id: string;
                            incident_id: string | null;
                            monitor_id: string;
                            /** @description For a resend: the original delivery; null for the original */
                            resend_of: string | null;
                            /**
                             * @description `skipped`: recorded while the channel was auto-disabled; nothing was sent and no workflow ran (recover sends it).
                             * @enum {string}
                             */
                            status: "pending" | "delivering" | "delivered" | "failed" | "skipped";
                            /** Format: date-time */
                            updated_at: string;
                            /** @description Temporal workflow id (`resend:<id>` for a resend; reserved but never started when `skipped`) */
                            workflow_id: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deliveries.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: {
                            /** Format: date-time */
                            at: string;
                            duration_ms: number;
                            error_class: string | null;
                            error_message: string | null;
                            n: number;
                            response_body: string | null;
                            status_code: number | null;
                        }[];
                        channel_id: string;
                        completed_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        event_id: string;
                        /** @enum {string} */
                        event_type: "incident.opened" | "incident.acknowledged" | "incident.resolved" | "incident.escalated" | "certificate.expiring" | "test";
                        id: string;
                        incident_id: string | null;
                        monitor_id: string;
                        /** @description For a resend: the original delivery; null for the original */
                        resend_of: string | null;
                        /**
                         * @description `skipped`: recorded while the channel was auto-disabled; nothing was sent and no workflow ran (recover sends it).
                         * @enum {string}
                         */
                        status: "pending" | "delivering" | "delivered" | "failed" | "skipped";
                        /** Format: date-time */
                        updated_at: string;
                        /** @description Temporal workflow id (`resend:<id>` for a resend; reserved but never started when `skipped`) */
                        workflow_id: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deliveries.resend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted; the new delivery is recorded and started */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The new delivery (its `resend_of` names the original) */
                        delivery_id: string;
                        /** @description Its own Temporal workflow id, `resend:<delivery_id>` */
                        workflow_id: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The delivery is still in flight, or its channel is disabled or deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "escalationPolicies.list": {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            created_at: string;
                            id: string;
                            name: string;
                            repeat_every_sec: number | null;
                            steps: {
                                after_sec: number;
                                channel_ids: string[];
                            }[];
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "escalationPolicies.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string & (unknown & unknown);
                    /** @description After the last step, its channels are told again at this period until the incident is acknowledged or resolved; null (default): once. At least ESCALATION_MIN_SEC (default 60). */
                    repeat_every_sec?: number | null;
                    steps: {
                        /** @description Seconds after the incident opened; at least ESCALATION_MIN_SEC (default 60), greater than the step before. */
                        after_sec: number;
                        /** @description Channels told at this step (whatever their `event_types`). */
                        channel_ids: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        id: string;
                        name: string;
                        repeat_every_sec: number | null;
                        steps: {
                            after_sec: number;
                            channel_ids: string[];
                        }[];
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "escalationPolicies.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        id: string;
                        name: string;
                        repeat_every_sec: number | null;
                        steps: {
                            after_sec: number;
                            channel_ids: string[];
                        }[];
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "escalationPolicies.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: A monitor still names the policy. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "escalationPolicies.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string & (unknown & unknown);
                    /** @description After the last step, its channels are told again at this period until the incident is acknowledged or resolved; null (default): once. At least ESCALATION_MIN_SEC (default 60). */
                    repeat_every_sec?: number | null;
                    steps?: {
                        /** @description Seconds after the incident opened; at least ESCALATION_MIN_SEC (default 60), greater than the step before. */
                        after_sec: number;
                        /** @description Channels told at this step (whatever their `event_types`). */
                        channel_ids: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        id: string;
                        name: string;
                        repeat_every_sec: number | null;
                        steps: {
                            after_sec: number;
                            channel_ids: string[];
                        }[];
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "heartbeats.ingest": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "heartbeats.ingest.post": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "heartbeats.exitCode": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                exit_code: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "heartbeats.exitCode.post": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                exit_code: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "heartbeats.fail": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "heartbeats.fail.post": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "heartbeats.start": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "heartbeats.start.post": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "incidents.list": {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                monitor_id?: string;
                status?: "open" | "acknowledged" | "resolved";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            acknowledged_at: string | null;
                            /** @description Who acknowledged it: a user, an API key or a chat user. */
                            acknowledged_by: {
                                id: string;
                                /** @description A user's e-mail, a key's name, or the chat user's name. */
                                name: string;
                                /** @enum {string} */
                                type: "user" | "api_key" | "chat";
                            } | null;
                            check: {
                                last_error_class: string | null;
                                last_error_message: string | null;
                                last_response_ms: number | null;
                            };
                            /** Format: date-time */
                            created_at: string;
                            duration_sec: number | null;
                            failing_regions: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                            id: string;
                            monitor_id: string;
                            /** Format: date-time */
                            opened_at: string;
                            resolved_at: string | null;
                            /** @description Who resolved it; null when the monitor recovered by itself. */
                            resolved_by: {
                                id: string;
                                /** @description A user's e-mail, a key's name, or the chat user's name. */
                                name: string;
                                /** @enum {string} */
                                type: "user" | "api_key" | "chat";
                            } | null;
                            /** @enum {string} */
                            status: "open" | "acknowledged" | "resolved";
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "incidents.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged_at: string | null;
                        /** @description Who acknowledged it: a user, an API key or a chat user. */
                        acknowledged_by: {
                            id: string;
                            /** @description A user's e-mail, a key's name, or the chat user's name. */
                            name: string;
                            /** @enum {string} */
                            type: "user" | "api_key" | "chat";
                        } | null;
                        check: {
                            last_error_class: string | null;
                            last_error_message: string | null;
                            last_response_ms: number | null;
                        };
                        /** Format: date-time */
                        created_at: string;
                        deliveries: {
                            attempts: {
                                /** Format: date-time */
                                at: string;
                                duration_ms: number;
                                error_class: string | null;
                                error_message: string | null;
                                n: number;
                                response_body: string | null;
                                status_code: number | null;
                            }[];
                            channel_id: string;
                            completed_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            event_id: string;
                            /** @enum {string} */
                            event_type: "incident.opened" | "incident.acknowledged" | "incident.resolved" | "incident.escalated" | "certificate.expiring" | "test";
                            id: string;
                            incident_id: string | null;
                            monitor_id: string;
                            /** @description For a resend: the original delivery; null for the original */
                            resend_of: string | null;
                            /**
                             * @description `skipped`: recorded while the channel was auto-disabled; nothing was sent and no workflow ran (recover sends it).
                             * @enum {string}
                             */
                            status: "pending" | "delivering" | "delivered" | "failed" | "skipped";
                            /** Format: date-time */
                            updated_at: string;
                            /** @description Temporal workflow id (`resend:<id>` for a resend; reserved but never started when `skipped`) */
                            workflow_id: string;
                        }[];
                        duration_sec: number | null;
                        events: {
                            id: string;
                            /** Format: date-time */
                            occurred_at: string;
                            /** @description The canonical webhook body of this event, as sent. */
                            payload: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            type: "incident.opened" | "incident.acknowledged" | "incident.resolved" | "incident.escalated" | "certificate.expiring" | "test";
                        }[];
                        failing_regions: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                        id: string;
                        monitor_id: string;
                        /** Format: date-time */
                        opened_at: string;
                        resolved_at: string | null;
                        /** @description Who resolved it; null when the monitor recovered by itself. */
                        resolved_by: {
                            id: string;
                            /** @description A user's e-mail, a key's name, or the chat user's name. */
                            name: string;
                            /** @enum {string} */
                            type: "user" | "api_key" | "chat";
                        } | null;
                        /** @enum {string} */
                        status: "open" | "acknowledged" | "resolved";
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "incidents.acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged_at: string | null;
                        /** @description Who acknowledged it: a user, an API key or a chat user. */
                        acknowledged_by: {
                            id: string;
                            /** @description A user's e-mail, a key's name, or the chat user's name. */
                            name: string;
                            /** @enum {string} */
                            type: "user" | "api_key" | "chat";
                        } | null;
                        check: {
                            last_error_class: string | null;
                            last_error_message: string | null;
                            last_response_ms: number | null;
                        };
                        /** Format: date-time */
                        created_at: string;
                        duration_sec: number | null;
                        failing_regions: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                        id: string;
                        monitor_id: string;
                        /** Format: date-time */
                        opened_at: string;
                        resolved_at: string | null;
                        /** @description Who resolved it; null when the monitor recovered by itself. */
                        resolved_by: {
                            id: string;
                            /** @description A user's e-mail, a key's name, or the chat user's name. */
                            name: string;
                            /** @enum {string} */
                            type: "user" | "api_key" | "chat";
                        } | null;
                        /** @enum {string} */
                        status: "open" | "acknowledged" | "resolved";
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `responder` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The incident is not open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "incidents.resolve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledged_at: string | null;
                        /** @description Who acknowledged it: a user, an API key or a chat user. */
                        acknowledged_by: {
                            id: string;
                            /** @description A user's e-mail, a key's name, or the chat user's name. */
                            name: string;
                            /** @enum {string} */
                            type: "user" | "api_key" | "chat";
                        } | null;
                        check: {
                            last_error_class: string | null;
                            last_error_message: string | null;
                            last_response_ms: number | null;
                        };
                        /** Format: date-time */
                        created_at: string;
                        duration_sec: number | null;
                        failing_regions: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                        id: string;
                        monitor_id: string;
                        /** Format: date-time */
                        opened_at: string;
                        resolved_at: string | null;
                        /** @description Who resolved it; null when the monitor recovered by itself. */
                        resolved_by: {
                            id: string;
                            /** @description A user's e-mail, a key's name, or the chat user's name. */
                            name: string;
                            /** @enum {string} */
                            type: "user" | "api_key" | "chat";
                        } | null;
                        /** @enum {string} */
                        status: "open" | "acknowledged" | "resolved";
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `responder` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The incident is already resolved */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "invitations.list": {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            /** @description When it was accepted or revoked. */
                            ended_at: string | null;
                            /** Format: date-time */
                            expires_at: string;
                            id: string;
                            invited_by: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                type: "user" | "api_key";
                            };
                            /** @enum {string} */
                            role: "viewer" | "responder" | "admin" | "owner";
                            /** @enum {string} */
                            status: "pending" | "accepted" | "revoked" | "expired";
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "invitations.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /**
                     * @description The role the invited user gets; inviting an `owner` needs `owner`.
                     * @enum {string}
                     */
                    role: "viewer" | "responder" | "admin" | "owner";
                };
            };
        };
        responses: {
            /** @description Created; the link is mailed */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        email: string;
                        /** @description When it was accepted or revoked. */
                        ended_at: string | null;
                        /** Format: date-time */
                        expires_at: string;
                        id: string;
                        invited_by: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            type: "user" | "api_key";
                        };
                        /** @enum {string} */
                        role: "viewer" | "responder" | "admin" | "owner";
                        /** @enum {string} */
                        status: "pending" | "accepted" | "revoked" | "expired";
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The address belongs to a member already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "invitations.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        email: string;
                        /** @description When it was accepted or revoked. */
                        ended_at: string | null;
                        /** Format: date-time */
                        expires_at: string;
                        id: string;
                        invited_by: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            type: "user" | "api_key";
                        };
                        /** @enum {string} */
                        role: "viewer" | "responder" | "admin" | "owner";
                        /** @enum {string} */
                        status: "pending" | "accepted" | "revoked" | "expired";
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "invitations.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The invitation was accepted or revoked already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "maintenanceWindows.list": {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description An occurrence covers now: its monitors are in maintenance. */
                            active: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** @description The occurrence active now, or null. */
                            current: {
                                /** Format: date-time */
                                ends_at: string;
                                /** Format: date-time */
                                starts_at: string;
                            } | null;
                            /** Format: date-time */
                            ends_at: string;
                            id: string;
                            monitor_ids: string[] | null;
                            name: string;
                            /** @description The next occurrence starting after now, or null. */
                            next: {
                                /** Format: date-time */
                                ends_at: string;
                                /** Format: date-time */
                                starts_at: string;
                            } | null;
                            rrule: string | null;
                            /** Format: date-time */
                            starts_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "maintenanceWindows.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description After starts_at, at most 31 days later.
                     */
                    ends_at: string;
                    /** @description The monitors it covers; null or absent: every monitor of the workspace (later ones too). */
                    monitor_ids?: string[] | null;
                    name: string & (unknown & unknown);
                    /** @description Repeats the window: an RFC 5545 RRULE (e.g. `FREQ=WEEKLY;BYDAY=SU`), evaluated in UTC from starts_at; each occurrence lasts ends_at - starts_at. FREQ HOURLY to YEARLY; INTERVAL, COUNT, UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYHOUR, BYMINUTE, BYSETPOS, WKST. null or absent: once. */
                    rrule?: string | null;
                    /**
                     * Format: date-time
                     * @description An ISO 8601 date-time with an offset or Z.
                     */
                    starts_at: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An occurrence covers now: its monitors are in maintenance. */
                        active: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** @description The occurrence active now, or null. */
                        current: {
                            /** Format: date-time */
                            ends_at: string;
                            /** Format: date-time */
                            starts_at: string;
                        } | null;
                        /** Format: date-time */
                        ends_at: string;
                        id: string;
                        monitor_ids: string[] | null;
                        name: string;
                        /** @description The next occurrence starting after now, or null. */
                        next: {
                            /** Format: date-time */
                            ends_at: string;
                            /** Format: date-time */
                            starts_at: string;
                        } | null;
                        rrule: string | null;
                        /** Format: date-time */
                        starts_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "maintenanceWindows.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An occurrence covers now: its monitors are in maintenance. */
                        active: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** @description The occurrence active now, or null. */
                        current: {
                            /** Format: date-time */
                            ends_at: string;
                            /** Format: date-time */
                            starts_at: string;
                        } | null;
                        /** Format: date-time */
                        ends_at: string;
                        id: string;
                        monitor_ids: string[] | null;
                        name: string;
                        /** @description The next occurrence starting after now, or null. */
                        next: {
                            /** Format: date-time */
                            ends_at: string;
                            /** Format: date-time */
                            starts_at: string;
                        } | null;
                        rrule: string | null;
                        /** Format: date-time */
                        starts_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "maintenanceWindows.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "maintenanceWindows.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description After starts_at, at most 31 days later.
                     */
                    ends_at?: string;
                    /** @description The monitors it covers; null or absent: every monitor of the workspace (later ones too). */
                    monitor_ids?: string[] | null;
                    name?: string & (unknown & unknown);
                    /** @description Repeats the window: an RFC 5545 RRULE (e.g. `FREQ=WEEKLY;BYDAY=SU`), evaluated in UTC from starts_at; each occurrence lasts ends_at - starts_at. FREQ HOURLY to YEARLY; INTERVAL, COUNT, UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYHOUR, BYMINUTE, BYSETPOS, WKST. null or absent: once. */
                    rrule?: string | null;
                    /**
                     * Format: date-time
                     * @description An ISO 8601 date-time with an offset or Z.
                     */
                    starts_at?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An occurrence covers now: its monitors are in maintenance. */
                        active: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** @description The occurrence active now, or null. */
                        current: {
                            /** Format: date-time */
                            ends_at: string;
                            /** Format: date-time */
                            starts_at: string;
                        } | null;
                        /** Format: date-time */
                        ends_at: string;
                        id: string;
                        monitor_ids: string[] | null;
                        name: string;
                        /** @description The next occurrence starting after now, or null. */
                        next: {
                            /** Format: date-time */
                            ends_at: string;
                            /** Format: date-time */
                            starts_at: string;
                        } | null;
                        rrule: string | null;
                        /** Format: date-time */
                        starts_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "members.list": {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            id: string;
                            /** @enum {string} */
                            role: "viewer" | "responder" | "admin" | "owner";
                            user_id: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "members.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The last owner cannot be demoted or removed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "members.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "viewer" | "responder" | "admin" | "owner";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        email: string;
                        id: string;
                        /** @enum {string} */
                        role: "viewer" | "responder" | "admin" | "owner";
                        user_id: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The last owner cannot be demoted or removed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "monitors.list": {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description All must hold; when given, `expected_status` and `keyword` are not used. */
                            assertions?: {
                                /** @enum {string} */
                                comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                                /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                                property?: string;
                                /** @enum {string} */
                                source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                                /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                                target?: string | number | boolean;
                            }[];
                            basic_auth?: {
                                /** @description A hint only (`****` and its last 4 characters); sending it back keeps it. */
                                password: string;
                                username: string;
                            };
                            /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
                            body?: string;
                            cert_warn_days?: number[];
                            channel_ids: string[] | null;
                            /** @description Probed types (all but heartbeat). */
                            confirmations?: number;
                            /** Format: date-time */
                            created_at: string;
                            /** @description Probed types (all but heartbeat). */
                            degraded_after_ms?: number | null;
                            down_quorum: number;
                            escalation_policy_id: string | null;
                            expected_status?: number[];
                            expected_value?: string | null;
                            /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
                            follow_redirects?: boolean;
                            /** @description Request headers; a sealed value (see `secret_headers`) shows as its hint: `****` and its last 4 characters. */
                            headers?: {
                                [key: string]: string;
                            };
                            heartbeat?: {
                                grace_sec: number;
                                max_runtime_sec?: number;
                                period_sec?: number;
                                schedule?: string;
                                tz?: string;
                            };
                            /** @description heartbeat monitors: `/start` a run, `/fail` it, or report its exit code (`/0` is a success). */
                            heartbeat_signals?: {
                                exit_code: string;
                                fail: string;
                                start: string;
                            };
                            /** @description heartbeat monitors: GET or POST it to report a heartbeat. */
                            heartbeat_url?: string;
                            host?: string;
                            id: string;
                            interval_sec: number;
                            /**
                             * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
                             * @enum {string}
                             */
                            ip_family?: "4" | "6" | "any";
                            keyword?: string;
                            /** @enum {string} */
                            keyword_mode?: "contains" | "not_contains";
                            /** @description The newest check result (heartbeat: the last ping); null before any. */
                            last_checked_at: string | null;
                            last_ping_at?: string | null;
                            /** @description Default 5. */
                            max_redirects?: number;
                            /**
                             * @description http and keyword monitors; default GET.
                             * @enum {string}
                             */
                            method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                            name: string;
                            paused: boolean;
                            port?: number;
                            /** @description Why the monitor is `pending` for want of probers: the regions without an active prober (`GET /api/v1/regions`); null otherwise. */
                            reason: string | null;
                            record_type?: string;
                            /** @description Probed types (all but heartbeat). */
                            recoveries?: number;
                            regions: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                            /** @description The headers whose values are sealed at rest; sending a hint back keeps the sealed value. */
                            secret_headers?: string[];
                            ssl_expiry_days?: number;
                            /**
                             * @description Now: `paused`, `maintenance` (a window covers it), `down` (the region vote), `degraded` (a quorum of regions slower than degraded_after_ms), `pending` (no result yet, or too few of its regions have an active prober to reach down_quorum: then `reason` says which) or `up`.
                             * @enum {string}
                             */
                            status: "up" | "down" | "degraded" | "maintenance" | "paused" | "pending";
                            /** @description api monitors: the steps, sealed header values and passwords shown as hints (as `headers`); browser monitors: the steps. */
                            steps?: {
                                /** @description All must hold; without them the status must be 2xx. */
                                assertions?: {
                                    /** @enum {string} */
                                    comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                                    /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                                    property?: string;
                                    /** @enum {string} */
                                    source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                                    /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                                    target?: string | number | boolean;
                                }[];
                                /** @description HTTP Basic authentication. */
                                basic_auth?: {
                                    password: string;
                                    username: string;
                                };
                                /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
                                body?: string;
                                extract?: {
                                    name: string;
                                    /** @description `json_path`: a JSONPath; `header`: its name; `regex`: a regular expression over the body. */
                                    property: string;
                                    /** @enum {string} */
                                    source: "json_path" | "header" | "regex";
                                }[];
                                /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
                                follow_redirects?: boolean;
                                /** @description Request headers, name -> value (at most 30). */
                                headers?: {
                                    [key: string]: string;
                                };
                                /**
                                 * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
                                 * @enum {string}
                                 */
                                ip_family?: "4" | "6" | "any";
                                /** @description Default 5. */
                                max_redirects?: number;
                                /**
                                 * @description http and keyword monitors; default GET.
                                 * @enum {string}
                                 */
                                method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                name: string;
                                /** @description Names of `headers` whose values are sealed at rest and shown only as a hint, besides those sealed anyway (names with auth, cookie, token, secret, passw, api-key, session, credential, signature or private in them). */
                                secret_headers?: string[];
                                /** Format: uri */
                                url: string;
                            }[] | {
                                /** @enum {string} */
                                action: "goto" | "click" | "fill" | "press" | "wait_for" | "expect_text" | "expect_title" | "expect_url";
                                /** @description click, fill, wait_for (required); press, expect_text (optional): a CSS or Playwright selector. */
                                selector?: string;
                                /** @description expect_text: text the element (or the page) contains; expect_title, expect_url: text they contain. */
                                text?: string;
                                /**
                                 * Format: uri
                                 * @description goto: the page to open.
                                 */
                                url?: string;
                                /** @description fill: the text typed in; press: a key such as `Enter` or `Control+A`. */
                                value?: string;
                            }[];
                            timeout_ms?: number;
                            /** @enum {string} */
                            type: "http" | "tcp" | "ping" | "dns" | "ssl" | "keyword" | "heartbeat" | "api" | "browser";
                            /** Format: date-time */
                            updated_at: string;
                            url?: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "monitors.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MonitorCreateHttp"] | components["schemas"]["MonitorCreateTcp"] | components["schemas"]["MonitorCreatePing"] | components["schemas"]["MonitorCreateDns"] | components["schemas"]["MonitorCreateSsl"] | components["schemas"]["MonitorCreateKeyword"] | components["schemas"]["MonitorCreateHeartbeat"] | components["schemas"]["MonitorCreateApi"] | components["schemas"]["MonitorCreateBrowser"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description All must hold; when given, `expected_status` and `keyword` are not used. */
                        assertions?: {
                            /** @enum {string} */
                            comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                            /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                            property?: string;
                            /** @enum {string} */
                            source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                            /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                            target?: string | number | boolean;
                        }[];
                        basic_auth?: {
                            /** @description A hint only (`****` and its last 4 characters); sending it back keeps it. */
                            password: string;
                            username: string;
                        };
                        /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
                        body?: string;
                        cert_warn_days?: number[];
                        channel_ids: string[] | null;
                        /** @description Probed types (all but heartbeat). */
                        confirmations?: number;
                        /** Format: date-time */
                        created_at: string;
                        /** @description Probed types (all but heartbeat). */
                        degraded_after_ms?: number | null;
                        down_quorum: number;
                        escalation_policy_id: string | null;
                        expected_status?: number[];
                        expected_value?: string | null;
                        /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
                        follow_redirects?: boolean;
                        /** @description Request headers; a sealed value (see `secret_headers`) shows as its hint: `****` and its last 4 characters. */
                        headers?: {
                            [key: string]: string;
                        };
                        heartbeat?: {
                            grace_sec: number;
                            max_runtime_sec?: number;
                            period_sec?: number;
                            schedule?: string;
                            tz?: string;
                        };
                        /** @description heartbeat monitors: `/start` a run, `/fail` it, or report its exit code (`/0` is a success). */
                        heartbeat_signals?: {
                            exit_code: string;
                            fail: string;
                            start: string;
                        };
                        /** @description heartbeat monitors: GET or POST it to report a heartbeat. */
                        heartbeat_url?: string;
                        host?: string;
                        id: string;
                        interval_sec: number;
                        /**
                         * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
                         * @enum {string}
                         */
                        ip_family?: "4" | "6" | "any";
                        keyword?: string;
                        /** @enum {string} */
                        keyword_mode?: "contains" | "not_contains";
                        /** @description The newest check result (heartbeat: the last ping); null before any. */
                        last_checked_at: string | null;
                        last_ping_at?: string | null;
                        /** @description Default 5. */
                        max_redirects?: number;
                        /**
                         * @description http and keyword monitors; default GET.
                         * @enum {string}
                         */
                        method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                        name: string;
                        paused: boolean;
                        port?: number;
                        /** @description Why the monitor is `pending` for want of probers: the regions without an active prober (`GET /api/v1/regions`); null otherwise. */
                        reason: string | null;
                        record_type?: string;
                        /** @description Probed types (all but heartbeat). */
                        recoveries?: number;
                        regions: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                        /** @description The headers whose values are sealed at rest; sending a hint back keeps the sealed value. */
                        secret_headers?: string[];
                        ssl_expiry_days?: number;
                        /**
                         * @description Now: `paused`, `maintenance` (a window covers it), `down` (the region vote), `degraded` (a quorum of regions slower than degraded_after_ms), `pending` (no result yet, or too few of its regions have an active prober to reach down_quorum: then `reason` says which) or `up`.
                         * @enum {string}
                         */
                        status: "up" | "down" | "degraded" | "maintenance" | "paused" | "pending";
                        /** @description api monitors: the steps, sealed header values and passwords shown as hints (as `headers`); browser monitors: the steps. */
                        steps?: {
                            /** @description All must hold; without them the status must be 2xx. */
                            assertions?: {
                                /** @enum {string} */
                                comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                                /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                                property?: string;
                                /** @enum {string} */
                                source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                                /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                                target?: string | number | boolean;
                            }[];
                            /** @description HTTP Basic authentication. */
                            basic_auth?: {
                                password: string;
                                username: string;
                            };
                            /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
                            body?: string;
                            extract?: {
                                name: string;
                                /** @description `json_path`: a JSONPath; `header`: its name; `regex`: a regular expression over the body. */
                                property: string;
                                /** @enum {string} */
                                source: "json_path" | "header" | "regex";
                            }[];
                            /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
                            follow_redirects?: boolean;
                            /** @description Request headers, name -> value (at most 30). */
                            headers?: {
                                [key: string]: string;
                            };
                            /**
                             * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
                             * @enum {string}
                             */
                            ip_family?: "4" | "6" | "any";
                            /** @description Default 5. */
                            max_redirects?: number;
                            /**
                             * @description http and keyword monitors; default GET.
                             * @enum {string}
                             */
                            method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                            name: string;
                            /** @description Names of `headers` whose values are sealed at rest and shown only as a hint, besides those sealed anyway (names with auth, cookie, token, secret, passw, api-key, session, credential, signature or private in them). */
                            secret_headers?: string[];
                            /** Format: uri */
                            url: string;
                        }[] | {
                            /** @enum {string} */
                            action: "goto" | "click" | "fill" | "press" | "wait_for" | "expect_text" | "expect_title" | "expect_url";
                            /** @description click, fill, wait_for (required); press, expect_text (optional): a CSS or Playwright selector. */
                            selector?: string;
                            /** @description expect_text: text the element (or the page) contains; expect_title, expect_url: text they contain. */
                            text?: string;
                            /**
                             * Format: uri
                             * @description goto: the page to open.
                             */
                            url?: string;
                            /** @description fill: the text typed in; press: a key such as `Enter` or `Control+A`. */
                            value?: string;
                        }[];
                        timeout_ms?: number;
                        /** @enum {string} */
                        type: "http" | "tcp" | "ping" | "dns" | "ssl" | "keyword" | "heartbeat" | "api" | "browser";
                        /** Format: date-time */
                        updated_at: string;
                        url?: string;
                        /** @description Accepted, but: e.g. its regions with an active prober now are fewer than its down_quorum, so it could not be voted down (it shows `pending` until they are). Empty when nothing is amiss. */
                        warnings: string[];
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_limit`: The plan's monitor limit is reached, or the interval is shorter than the plan allows */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanLimitError"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "monitors.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description All must hold; when given, `expected_status` and `keyword` are not used. */
                        assertions?: {
                            /** @enum {string} */
                            comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                            /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                            property?: string;
                            /** @enum {string} */
                            source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                            /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                            target?: string | number | boolean;
                        }[];
                        basic_auth?: {
                            /** @description A hint only (`****` and its last 4 characters); sending it back keeps it. */
                            password: string;
                            username: string;
                        };
                        /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
                        body?: string;
                        cert_warn_days?: number[];
                        channel_ids: string[] | null;
                        /** @description Probed types (all but heartbeat). */
                        confirmations?: number;
                        /** Format: date-time */
                        created_at: string;
                        /** @description Probed types (all but heartbeat). */
                        degraded_after_ms?: number | null;
                        down_quorum: number;
                        escalation_policy_id: string | null;
                        expected_status?: number[];
                        expected_value?: string | null;
                        /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
                        follow_redirects?: boolean;
                        /** @description Request headers; a sealed value (see `secret_headers`) shows as its hint: `****` and its last 4 characters. */
                        headers?: {
                            [key: string]: string;
                        };
                        heartbeat?: {
                            grace_sec: number;
                            max_runtime_sec?: number;
                            period_sec?: number;
                            schedule?: string;
                            tz?: string;
                        };
                        /** @description heartbeat monitors: `/start` a run, `/fail` it, or report its exit code (`/0` is a success). */
                        heartbeat_signals?: {
                            exit_code: string;
                            fail: string;
                            start: string;
                        };
                        /** @description heartbeat monitors: GET or POST it to report a heartbeat. */
                        heartbeat_url?: string;
                        host?: string;
                        id: string;
                        interval_sec: number;
                        /**
                         * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
                         * @enum {string}
                         */
                        ip_family?: "4" | "6" | "any";
                        keyword?: string;
                        /** @enum {string} */
                        keyword_mode?: "contains" | "not_contains";
                        /** @description The newest check result (heartbeat: the last ping); null before any. */
                        last_checked_at: string | null;
                        last_ping_at?: string | null;
                        /** @description Default 5. */
                        max_redirects?: number;
                        /**
                         * @description http and keyword monitors; default GET.
                         * @enum {string}
                         */
                        method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                        name: string;
                        paused: boolean;
                        port?: number;
                        /** @description Why the monitor is `pending` for want of probers: the regions without an active prober (`GET /api/v1/regions`); null otherwise. */
                        reason: string | null;
                        record_type?: string;
                        /** @description Probed types (all but heartbeat). */
                        recoveries?: number;
                        regions: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                        /** @description The headers whose values are sealed at rest; sending a hint back keeps the sealed value. */
                        secret_headers?: string[];
                        ssl_expiry_days?: number;
                        /**
                         * @description Now: `paused`, `maintenance` (a window covers it), `down` (the region vote), `degraded` (a quorum of regions slower than degraded_after_ms), `pending` (no result yet, or too few of its regions have an active prober to reach down_quorum: then `reason` says which) or `up`.
                         * @enum {string}
                         */
                        status: "up" | "down" | "degraded" | "maintenance" | "paused" | "pending";
                        /** @description api monitors: the steps, sealed header values and passwords shown as hints (as `headers`); browser monitors: the steps. */
                        steps?: {
                            /** @description All must hold; without them the status must be 2xx. */
                            assertions?: {
                                /** @enum {string} */
                                comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                                /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                                property?: string;
                                /** @enum {string} */
                                source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                                /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                                target?: string | number | boolean;
                            }[];
                            /** @description HTTP Basic authentication. */
                            basic_auth?: {
                                password: string;
                                username: string;
                            };
                            /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
                            body?: string;
                            extract?: {
                                name: string;
                                /** @description `json_path`: a JSONPath; `header`: its name; `regex`: a regular expression over the body. */
                                property: string;
                                /** @enum {string} */
                                source: "json_path" | "header" | "regex";
                            }[];
                            /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
                            follow_redirects?: boolean;
                            /** @description Request headers, name -> value (at most 30). */
                            headers?: {
                                [key: string]: string;
                            };
                            /**
                             * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
                             * @enum {string}
                             */
                            ip_family?: "4" | "6" | "any";
                            /** @description Default 5. */
                            max_redirects?: number;
                            /**
                             * @description http and keyword monitors; default GET.
                             * @enum {string}
                             */
                            method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                            name: string;
                            /** @description Names of `headers` whose values are sealed at rest and shown only as a hint, besides those sealed anyway (names with auth, cookie, token, secret, passw, api-key, session, credential, signature or private in them). */
                            secret_headers?: string[];
                            /** Format: uri */
                            url: string;
                        }[] | {
                            /** @enum {string} */
                            action: "goto" | "click" | "fill" | "press" | "wait_for" | "expect_text" | "expect_title" | "expect_url";
                            /** @description click, fill, wait_for (required); press, expect_text (optional): a CSS or Playwright selector. */
                            selector?: string;
                            /** @description expect_text: text the element (or the page) contains; expect_title, expect_url: text they contain. */
                            text?: string;
                            /**
                             * Format: uri
                             * @description goto: the page to open.
                             */
                            url?: string;
                            /** @description fill: the text typed in; press: a key such as `Enter` or `Control+A`. */
                            value?: string;
                        }[];
                        timeout_ms?: number;
                        /** @enum {string} */
                        type: "http" | "tcp" | "ping" | "dns" | "ssl" | "keyword" | "heartbeat" | "api" | "browser";
                        /** Format: date-time */
                        updated_at: string;
                        url?: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "monitors.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "monitors.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    assertions?: {
                        /** @enum {string} */
                        comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                        /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                        property?: string;
                        /** @enum {string} */
                        source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                        /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                        target?: string | number | boolean;
                    }[] | null;
                    basic_auth?: {
                        password: string;
                        username: string;
                    } | null;
                    body?: string | null;
                    cert_warn_days?: number[] | null;
                    /** @description Omitted or null: every enabled channel of the org; []: none. */
                    channel_ids?: string[] | null;
                    /** @description Failed results in a row before a region counts as failing (each region's latest) (1 to 10, default 1). */
                    confirmations?: number;
                    /** @description A passing check slower than this (ms) is degraded; a quorum of degraded regions makes the monitor `degraded` (no incident, counted as up). null (default): never. */
                    degraded_after_ms?: number | null;
                    /** @description Regions that must fail to open an incident; default min(2, regions). */
                    down_quorum?: number;
                    /** @description An escalation policy of the org (`/api/v1/escalation-policies`): who is told again while an incident stays open. Omitted or null: nobody. */
                    escalation_policy_id?: string | null;
                    /** @description http and keyword monitors; empty means any 2xx. */
                    expected_status?: number[];
                    expected_value?: string | null;
                    follow_redirects?: boolean | null;
                    headers?: {
                        [key: string]: string;
                    } | null;
                    /** @description heartbeat monitors (required there): `{period_sec, grace_sec}` or `{schedule, tz, grace_sec}`; periods at least MIN_INTERVAL_SEC. */
                    heartbeat?: {
                        grace_sec: number;
                        /** @description A `/start` without a success within this many seconds opens an incident. */
                        max_runtime_sec?: number | null;
                        period_sec?: number;
                        /** @description Five-field cron expression (minute hour day month weekday). */
                        schedule?: string;
                        /** @description IANA time zone of `schedule`; default UTC. */
                        tz?: string;
                    };
                    /** @description tcp, ssl, ping and dns monitors (required there). */
                    host?: string | unknown | unknown | unknown;
                    /** @description At least MIN_INTERVAL_SEC (default 30); default 60. */
                    interval_sec?: number;
                    ip_family?: ("4" | "6" | "any") | null;
                    /** @description keyword monitors: text looked for in the body (required there). */
                    keyword?: string;
                    /** @enum {string} */
                    keyword_mode?: "contains" | "not_contains";
                    max_redirects?: number | null;
                    method?: ("GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS") | null;
                    name?: string & (unknown & unknown);
                    port?: number | null;
                    /**
                     * @description dns monitors; default A.
                     * @enum {string}
                     */
                    record_type?: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS";
                    /** @description Passed results in a row before a failing region counts as recovered (1 to 10, default 1). */
                    recoveries?: number;
                    regions?: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                    secret_headers?: (string & (unknown & unknown))[] | null;
                    /** @description ssl monitors: fail this many days before the certificate expires. */
                    ssl_expiry_days?: number;
                    steps?: {
                        /** @description All must hold; without them the status must be 2xx. */
                        assertions?: {
                            /** @enum {string} */
                            comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                            /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                            property?: string;
                            /** @enum {string} */
                            source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                            /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                            target?: string | number | boolean;
                        }[];
                        /** @description HTTP Basic authentication. */
                        basic_auth?: {
                            password: string;
                            username: string;
                        };
                        /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
                        body?: string;
                        extract?: {
                            name: string;
                            /** @description `json_path`: a JSONPath; `header`: its name; `regex`: a regular expression over the body. */
                            property: string;
                            /** @enum {string} */
                            source: "json_path" | "header" | "regex";
                        }[];
                        /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
                        follow_redirects?: boolean;
                        /** @description Request headers, name -> value (at most 30). */
                        headers?: {
                            [key: string]: string;
                        };
                        /**
                         * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
                         * @enum {string}
                         */
                        ip_family?: "4" | "6" | "any";
                        /** @description Default 5. */
                        max_redirects?: number;
                        /**
                         * @description http and keyword monitors; default GET.
                         * @enum {string}
                         */
                        method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                        name: string;
                        /** @description Names of `headers` whose values are sealed at rest and shown only as a hint, besides those sealed anyway (names with auth, cookie, token, secret, passw, api-key, session, credential, signature or private in them). */
                        secret_headers?: (string & (unknown & unknown))[];
                        /** Format: uri */
                        url: string & (unknown & unknown);
                    }[] | {
                        /** @enum {string} */
                        action: "goto" | "click" | "fill" | "press" | "wait_for" | "expect_text" | "expect_title" | "expect_url";
                        /** @description click, fill, wait_for (required); press, expect_text (optional): a CSS or Playwright selector. */
                        selector?: string;
                        /** @description expect_text: text the element (or the page) contains; expect_title, expect_url: text they contain. */
                        text?: string;
                        /**
                         * Format: uri
                         * @description goto: the page to open.
                         */
                        url?: string & (unknown & unknown);
                        /** @description fill: the text typed in; press: a key such as `Enter` or `Control+A`. */
                        value?: string;
                    }[];
                    /** @description The whole check (every step of an api or browser monitor) must end within it: at most 30000 ms, 60000 ms for browser monitors. */
                    timeout_ms?: number;
                    /**
                     * Format: uri
                     * @description http and keyword monitors only (required there).
                     */
                    url?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description All must hold; when given, `expected_status` and `keyword` are not used. */
                        assertions?: {
                            /** @enum {string} */
                            comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                            /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                            property?: string;
                            /** @enum {string} */
                            source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                            /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                            target?: string | number | boolean;
                        }[];
                        basic_auth?: {
                            /** @description A hint only (`****` and its last 4 characters); sending it back keeps it. */
                            password: string;
                            username: string;
                        };
                        /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
                        body?: string;
                        cert_warn_days?: number[];
                        channel_ids: string[] | null;
                        /** @description Probed types (all but heartbeat). */
                        confirmations?: number;
                        /** Format: date-time */
                        created_at: string;
                        /** @description Probed types (all but heartbeat). */
                        degraded_after_ms?: number | null;
                        down_quorum: number;
                        escalation_policy_id: string | null;
                        expected_status?: number[];
                        expected_value?: string | null;
                        /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
                        follow_redirects?: boolean;
                        /** @description Request headers; a sealed value (see `secret_headers`) shows as its hint: `****` and its last 4 characters. */
                        headers?: {
                            [key: string]: string;
                        };
                        heartbeat?: {
                            grace_sec: number;
                            max_runtime_sec?: number;
                            period_sec?: number;
                            schedule?: string;
                            tz?: string;
                        };
                        /** @description heartbeat monitors: `/start` a run, `/fail` it, or report its exit code (`/0` is a success). */
                        heartbeat_signals?: {
                            exit_code: string;
                            fail: string;
                            start: string;
                        };
                        /** @description heartbeat monitors: GET or POST it to report a heartbeat. */
                        heartbeat_url?: string;
                        host?: string;
                        id: string;
                        interval_sec: number;
                        /**
                         * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
                         * @enum {string}
                         */
                        ip_family?: "4" | "6" | "any";
                        keyword?: string;
                        /** @enum {string} */
                        keyword_mode?: "contains" | "not_contains";
                        /** @description The newest check result (heartbeat: the last ping); null before any. */
                        last_checked_at: string | null;
                        last_ping_at?: string | null;
                        /** @description Default 5. */
                        max_redirects?: number;
                        /**
                         * @description http and keyword monitors; default GET.
                         * @enum {string}
                         */
                        method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                        name: string;
                        paused: boolean;
                        port?: number;
                        /** @description Why the monitor is `pending` for want of probers: the regions without an active prober (`GET /api/v1/regions`); null otherwise. */
                        reason: string | null;
                        record_type?: string;
                        /** @description Probed types (all but heartbeat). */
                        recoveries?: number;
                        regions: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                        /** @description The headers whose values are sealed at rest; sending a hint back keeps the sealed value. */
                        secret_headers?: string[];
                        ssl_expiry_days?: number;
                        /**
                         * @description Now: `paused`, `maintenance` (a window covers it), `down` (the region vote), `degraded` (a quorum of regions slower than degraded_after_ms), `pending` (no result yet, or too few of its regions have an active prober to reach down_quorum: then `reason` says which) or `up`.
                         * @enum {string}
                         */
                        status: "up" | "down" | "degraded" | "maintenance" | "paused" | "pending";
                        /** @description api monitors: the steps, sealed header values and passwords shown as hints (as `headers`); browser monitors: the steps. */
                        steps?: {
                            /** @description All must hold; without them the status must be 2xx. */
                            assertions?: {
                                /** @enum {string} */
                                comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                                /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                                property?: string;
                                /** @enum {string} */
                                source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                                /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                                target?: string | number | boolean;
                            }[];
                            /** @description HTTP Basic authentication. */
                            basic_auth?: {
                                password: string;
                                username: string;
                            };
                            /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
                            body?: string;
                            extract?: {
                                name: string;
                                /** @description `json_path`: a JSONPath; `header`: its name; `regex`: a regular expression over the body. */
                                property: string;
                                /** @enum {string} */
                                source: "json_path" | "header" | "regex";
                            }[];
                            /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
                            follow_redirects?: boolean;
                            /** @description Request headers, name -> value (at most 30). */
                            headers?: {
                                [key: string]: string;
                            };
                            /**
                             * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
                             * @enum {string}
                             */
                            ip_family?: "4" | "6" | "any";
                            /** @description Default 5. */
                            max_redirects?: number;
                            /**
                             * @description http and keyword monitors; default GET.
                             * @enum {string}
                             */
                            method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                            name: string;
                            /** @description Names of `headers` whose values are sealed at rest and shown only as a hint, besides those sealed anyway (names with auth, cookie, token, secret, passw, api-key, session, credential, signature or private in them). */
                            secret_headers?: string[];
                            /** Format: uri */
                            url: string;
                        }[] | {
                            /** @enum {string} */
                            action: "goto" | "click" | "fill" | "press" | "wait_for" | "expect_text" | "expect_title" | "expect_url";
                            /** @description click, fill, wait_for (required); press, expect_text (optional): a CSS or Playwright selector. */
                            selector?: string;
                            /** @description expect_text: text the element (or the page) contains; expect_title, expect_url: text they contain. */
                            text?: string;
                            /**
                             * Format: uri
                             * @description goto: the page to open.
                             */
                            url?: string;
                            /** @description fill: the text typed in; press: a key such as `Enter` or `Control+A`. */
                            value?: string;
                        }[];
                        timeout_ms?: number;
                        /** @enum {string} */
                        type: "http" | "tcp" | "ping" | "dns" | "ssl" | "keyword" | "heartbeat" | "api" | "browser";
                        /** Format: date-time */
                        updated_at: string;
                        url?: string;
                        /** @description Accepted, but: e.g. its regions with an active prober now are fewer than its down_quorum, so it could not be voted down (it shows `pending` until they are). Empty when nothing is amiss. */
                        warnings: string[];
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_limit`: The org holds more monitors than its plan allows (after a downgrade), or the interval is shorter than the plan allows */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanLimitError"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "monitors.pause": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description All must hold; when given, `expected_status` and `keyword` are not used. */
                        assertions?: {
                            /** @enum {string} */
                            comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                            /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                            property?: string;
                            /** @enum {string} */
                            source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                            /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                            target?: string | number | boolean;
                        }[];
                        basic_auth?: {
                            /** @description A hint only (`****` and its last 4 characters); sending it back keeps it. */
                            password: string;
                            username: string;
                        };
                        /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
                        body?: string;
                        cert_warn_days?: number[];
                        channel_ids: string[] | null;
                        /** @description Probed types (all but heartbeat). */
                        confirmations?: number;
                        /** Format: date-time */
                        created_at: string;
                        /** @description Probed types (all but heartbeat). */
                        degraded_after_ms?: number | null;
                        down_quorum: number;
                        escalation_policy_id: string | null;
                        expected_status?: number[];
                        expected_value?: string | null;
                        /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
                        follow_redirects?: boolean;
                        /** @description Request headers; a sealed value (see `secret_headers`) shows as its hint: `****` and its last 4 characters. */
                        headers?: {
                            [key: string]: string;
                        };
                        heartbeat?: {
                            grace_sec: number;
                            max_runtime_sec?: number;
                            period_sec?: number;
                            schedule?: string;
                            tz?: string;
                        };
                        /** @description heartbeat monitors: `/start` a run, `/fail` it, or report its exit code (`/0` is a success). */
                        heartbeat_signals?: {
                            exit_code: string;
                            fail: string;
                            start: string;
                        };
                        /** @description heartbeat monitors: GET or POST it to report a heartbeat. */
                        heartbeat_url?: string;
                        host?: string;
                        id: string;
                        interval_sec: number;
                        /**
                         * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
                         * @enum {string}
                         */
                        ip_family?: "4" | "6" | "any";
                        keyword?: string;
                        /** @enum {string} */
                        keyword_mode?: "contains" | "not_contains";
                        /** @description The newest check result (heartbeat: the last ping); null before any. */
                        last_checked_at: string | null;
                        last_ping_at?: string | null;
                        /** @description Default 5. */
                        max_redirects?: number;
                        /**
                         * @description http and keyword monitors; default GET.
                         * @enum {string}
                         */
                        method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                        name: string;
                        paused: boolean;
                        port?: number;
                        /** @description Why the monitor is `pending` for want of probers: the regions without an active prober (`GET /api/v1/regions`); null otherwise. */
                        reason: string | null;
                        record_type?: string;
                        /** @description Probed types (all but heartbeat). */
                        recoveries?: number;
                        regions: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                        /** @description The headers whose values are sealed at rest; sending a hint back keeps the sealed value. */
                        secret_headers?: string[];
                        ssl_expiry_days?: number;
                        /**
                         * @description Now: `paused`, `maintenance` (a window covers it), `down` (the region vote), `degraded` (a quorum of regions slower than degraded_after_ms), `pending` (no result yet, or too few of its regions have an active prober to reach down_quorum: then `reason` says which) or `up`.
                         * @enum {string}
                         */
                        status: "up" | "down" | "degraded" | "maintenance" | "paused" | "pending";
                        /** @description api monitors: the steps, sealed header values and passwords shown as hints (as `headers`); browser monitors: the steps. */
                        steps?: {
                            /** @description All must hold; without them the status must be 2xx. */
                            assertions?: {
                                /** @enum {string} */
                                comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                                /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                                property?: string;
                                /** @enum {string} */
                                source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                                /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                                target?: string | number | boolean;
                            }[];
                            /** @description HTTP Basic authentication. */
                            basic_auth?: {
                                password: string;
                                username: string;
                            };
                            /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
                            body?: string;
                            extract?: {
                                name: string;
                                /** @description `json_path`: a JSONPath; `header`: its name; `regex`: a regular expression over the body. */
                                property: string;
                                /** @enum {string} */
                                source: "json_path" | "header" | "regex";
                            }[];
                            /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
                            follow_redirects?: boolean;
                            /** @description Request headers, name -> value (at most 30). */
                            headers?: {
                                [key: string]: string;
                            };
                            /**
                             * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
                             * @enum {string}
                             */
                            ip_family?: "4" | "6" | "any";
                            /** @description Default 5. */
                            max_redirects?: number;
                            /**
                             * @description http and keyword monitors; default GET.
                             * @enum {string}
                             */
                            method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                            name: string;
                            /** @description Names of `headers` whose values are sealed at rest and shown only as a hint, besides those sealed anyway (names with auth, cookie, token, secret, passw, api-key, session, credential, signature or private in them). */
                            secret_headers?: string[];
                            /** Format: uri */
                            url: string;
                        }[] | {
                            /** @enum {string} */
                            action: "goto" | "click" | "fill" | "press" | "wait_for" | "expect_text" | "expect_title" | "expect_url";
                            /** @description click, fill, wait_for (required); press, expect_text (optional): a CSS or Playwright selector. */
                            selector?: string;
                            /** @description expect_text: text the element (or the page) contains; expect_title, expect_url: text they contain. */
                            text?: string;
                            /**
                             * Format: uri
                             * @description goto: the page to open.
                             */
                            url?: string;
                            /** @description fill: the text typed in; press: a key such as `Enter` or `Control+A`. */
                            value?: string;
                        }[];
                        timeout_ms?: number;
                        /** @enum {string} */
                        type: "http" | "tcp" | "ping" | "dns" | "ssl" | "keyword" | "heartbeat" | "api" | "browser";
                        /** Format: date-time */
                        updated_at: string;
                        url?: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `responder` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "monitors.resume": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description All must hold; when given, `expected_status` and `keyword` are not used. */
                        assertions?: {
                            /** @enum {string} */
                            comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                            /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                            property?: string;
                            /** @enum {string} */
                            source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                            /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                            target?: string | number | boolean;
                        }[];
                        basic_auth?: {
                            /** @description A hint only (`****` and its last 4 characters); sending it back keeps it. */
                            password: string;
                            username: string;
                        };
                        /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
                        body?: string;
                        cert_warn_days?: number[];
                        channel_ids: string[] | null;
                        /** @description Probed types (all but heartbeat). */
                        confirmations?: number;
                        /** Format: date-time */
                        created_at: string;
                        /** @description Probed types (all but heartbeat). */
                        degraded_after_ms?: number | null;
                        down_quorum: number;
                        escalation_policy_id: string | null;
                        expected_status?: number[];
                        expected_value?: string | null;
                        /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
                        follow_redirects?: boolean;
                        /** @description Request headers; a sealed value (see `secret_headers`) shows as its hint: `****` and its last 4 characters. */
                        headers?: {
                            [key: string]: string;
                        };
                        heartbeat?: {
                            grace_sec: number;
                            max_runtime_sec?: number;
                            period_sec?: number;
                            schedule?: string;
                            tz?: string;
                        };
                        /** @description heartbeat monitors: `/start` a run, `/fail` it, or report its exit code (`/0` is a success). */
                        heartbeat_signals?: {
                            exit_code: string;
                            fail: string;
                            start: string;
                        };
                        /** @description heartbeat monitors: GET or POST it to report a heartbeat. */
                        heartbeat_url?: string;
                        host?: string;
                        id: string;
                        interval_sec: number;
                        /**
                         * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
                         * @enum {string}
                         */
                        ip_family?: "4" | "6" | "any";
                        keyword?: string;
                        /** @enum {string} */
                        keyword_mode?: "contains" | "not_contains";
                        /** @description The newest check result (heartbeat: the last ping); null before any. */
                        last_checked_at: string | null;
                        last_ping_at?: string | null;
                        /** @description Default 5. */
                        max_redirects?: number;
                        /**
                         * @description http and keyword monitors; default GET.
                         * @enum {string}
                         */
                        method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                        name: string;
                        paused: boolean;
                        port?: number;
                        /** @description Why the monitor is `pending` for want of probers: the regions without an active prober (`GET /api/v1/regions`); null otherwise. */
                        reason: string | null;
                        record_type?: string;
                        /** @description Probed types (all but heartbeat). */
                        recoveries?: number;
                        regions: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                        /** @description The headers whose values are sealed at rest; sending a hint back keeps the sealed value. */
                        secret_headers?: string[];
                        ssl_expiry_days?: number;
                        /**
                         * @description Now: `paused`, `maintenance` (a window covers it), `down` (the region vote), `degraded` (a quorum of regions slower than degraded_after_ms), `pending` (no result yet, or too few of its regions have an active prober to reach down_quorum: then `reason` says which) or `up`.
                         * @enum {string}
                         */
                        status: "up" | "down" | "degraded" | "maintenance" | "paused" | "pending";
                        /** @description api monitors: the steps, sealed header values and passwords shown as hints (as `headers`); browser monitors: the steps. */
                        steps?: {
                            /** @description All must hold; without them the status must be 2xx. */
                            assertions?: {
                                /** @enum {string} */
                                comparison: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "exists" | "not_exists" | "matches";
                                /** @description `header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`. */
                                property?: string;
                                /** @enum {string} */
                                source: "status_code" | "response_time_ms" | "header" | "json_path" | "body" | "certificate_days";
                                /** @description What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`. */
                                target?: string | number | boolean;
                            }[];
                            /** @description HTTP Basic authentication. */
                            basic_auth?: {
                                password: string;
                                username: string;
                            };
                            /** @description Request body (its type from a `Content-Type` header); not sent with GET or HEAD. */
                            body?: string;
                            extract?: {
                                name: string;
                                /** @description `json_path`: a JSONPath; `header`: its name; `regex`: a regular expression over the body. */
                                property: string;
                                /** @enum {string} */
                                source: "json_path" | "header" | "regex";
                            }[];
                            /** @description Default true (false when `expected_status` lists a 3xx); each hop is under the address policy. */
                            follow_redirects?: boolean;
                            /** @description Request headers, name -> value (at most 30). */
                            headers?: {
                                [key: string]: string;
                            };
                            /**
                             * @description Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.
                             * @enum {string}
                             */
                            ip_family?: "4" | "6" | "any";
                            /** @description Default 5. */
                            max_redirects?: number;
                            /**
                             * @description http and keyword monitors; default GET.
                             * @enum {string}
                             */
                            method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                            name: string;
                            /** @description Names of `headers` whose values are sealed at rest and shown only as a hint, besides those sealed anyway (names with auth, cookie, token, secret, passw, api-key, session, credential, signature or private in them). */
                            secret_headers?: string[];
                            /** Format: uri */
                            url: string;
                        }[] | {
                            /** @enum {string} */
                            action: "goto" | "click" | "fill" | "press" | "wait_for" | "expect_text" | "expect_title" | "expect_url";
                            /** @description click, fill, wait_for (required); press, expect_text (optional): a CSS or Playwright selector. */
                            selector?: string;
                            /** @description expect_text: text the element (or the page) contains; expect_title, expect_url: text they contain. */
                            text?: string;
                            /**
                             * Format: uri
                             * @description goto: the page to open.
                             */
                            url?: string;
                            /** @description fill: the text typed in; press: a key such as `Enter` or `Control+A`. */
                            value?: string;
                        }[];
                        timeout_ms?: number;
                        /** @enum {string} */
                        type: "http" | "tcp" | "ping" | "dns" | "ssl" | "keyword" | "heartbeat" | "api" | "browser";
                        /** Format: date-time */
                        updated_at: string;
                        url?: string;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `responder` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "monitors.uptime": {
        parameters: {
            query?: {
                from?: unknown;
                to?: unknown;
                window?: "24h" | "7d" | "30d" | "90d";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Seconds inside incidents (an open one up to `to`), maintenance and paused time excluded. */
                        downtime_sec: number;
                        from: string;
                        /** @description Incidents that overlap the time measured. */
                        incidents: number;
                        /** @description Seconds inside maintenance windows (not measured). */
                        maintenance_sec: number;
                        monitor_id: string;
                        monitor_name: string;
                        /** @description Seconds the monitor was paused, outside maintenance (not measured). */
                        paused_sec: number;
                        response_ms: {
                            p50: number | null;
                            p95: number | null;
                            p99: number | null;
                        };
                        /** @description Where measuring started: `from`, or the monitor's creation when later (a monitor younger than the window). */
                        since: string;
                        to: string;
                        /** @description 100 x (time measured - downtime) / time measured, from `since` to `to`; 4 decimals. */
                        uptime_pct: number | null;
                        /** @description The named window, or null for `from`/`to`. */
                        window: string | null;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "monitors.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    definition: components["schemas"]["MonitorTestDefinitionHttp"] | components["schemas"]["MonitorTestDefinitionKeyword"] | components["schemas"]["MonitorTestDefinitionTcp"] | components["schemas"]["MonitorTestDefinitionDns"] | components["schemas"]["MonitorTestDefinitionSsl"] | components["schemas"]["MonitorTestDefinitionPing"] | components["schemas"]["MonitorTestDefinitionApi"] | components["schemas"]["MonitorTestDefinitionBrowser"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Each assertion of the definition, in order. */
                        assertions?: {
                            actual: string | number | boolean | null;
                            comparison: string;
                            /** @description Why the value could not be read or compared. */
                            error?: string;
                            passed: boolean;
                            property: string | null;
                            source: string;
                            target: string | number | boolean | null;
                        }[];
                        error_class: string | null;
                        error_message: string | null;
                        ok: boolean;
                        response_ms: number | null;
                        /** @description A failed browser check: the page when it failed, a PNG as a `data:image/png;base64,` URL. */
                        screenshot?: string;
                        /** @description api and browser checks: each step run, in order, up to the first that failed. */
                        steps?: {
                            assertions: {
                                actual: string | number | boolean | null;
                                comparison: string;
                                /** @description Why the value could not be read or compared. */
                                error?: string;
                                passed: boolean;
                                property: string | null;
                                source: string;
                                target: string | number | boolean | null;
                            }[];
                            error_message: string | null;
                            name: string;
                            ok: boolean;
                            response_ms: number | null;
                        }[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: the credential's role is below `responder` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    openapi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "org.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billing: {
                            /** @description Whether this deployment takes payments (Stripe is configured). */
                            available: boolean;
                            /** @description When a payment failed and its grace period started. */
                            payment_failed_at: string | null;
                            subscription_status: string | null;
                        };
                        id: string;
                        /** @description The limits of the plan in force; null means none. */
                        limits: {
                            audit_retention_days: number | null;
                            channels: number | null;
                            delivery_retention_days: number | null;
                            members: number | null;
                            /** @description The shortest check interval, in seconds. */
                            min_interval_sec: number;
                            monitors: number | null;
                            /** @description Monitors shown on the status page. */
                            status_page_components: number | null;
                            /** @description Whether the status page may be password-protected. */
                            status_page_password: boolean;
                        };
                        name: string;
                        /** @description The plan in force (after a failed payment: until the grace period ends). */
                        plan: string;
                        slug: string;
                        usage: {
                            channels: number;
                            members: number;
                            monitors: number;
                        };
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "regions.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        regions: {
                            /** @description The newest pull or post of any of its probers. */
                            last_seen_at: string | null;
                            /** @description Its probers, most recently heard from first (at most 10). */
                            probers: {
                                /** @description Checks of the region due and left for a later pull after its last pull (0: keeping up). */
                                jobs_behind: number | null;
                                /**
                                 * Format: date-time
                                 * @description Its last `/jobs` pull or `/results` post.
                                 */
                                last_seen_at: string;
                                /** @description The prober's `X-Prober-Id` (its host and process), or its address when it sends none. */
                                prober: string;
                            }[];
                            /** @enum {string} */
                            region: "fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1";
                            /**
                             * @description `active`: a prober was heard from within `stale_after_sec`; `stale`: not since; `never_seen`: no prober of it was heard from (in the last 7 days).
                             * @enum {string}
                             */
                            status: "active" | "stale" | "never_seen";
                        }[];
                        /** @description REGION_STALE_SEC: how long without a prober makes a region stale. */
                        stale_after_sec: number;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "reports.uptime": {
        parameters: {
            query?: {
                cursor?: string;
                from?: unknown;
                limit?: number;
                to?: unknown;
                window?: "24h" | "7d" | "30d" | "90d";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Seconds inside incidents (an open one up to `to`), maintenance and paused time excluded. */
                            downtime_sec: number;
                            from: string;
                            /** @description Incidents that overlap the time measured. */
                            incidents: number;
                            /** @description Seconds inside maintenance windows (not measured). */
                            maintenance_sec: number;
                            monitor_id: string;
                            monitor_name: string;
                            /** @description Seconds the monitor was paused, outside maintenance (not measured). */
                            paused_sec: number;
                            response_ms: {
                                p50: number | null;
                                p95: number | null;
                                p99: number | null;
                            };
                            /** @description Where measuring started: `from`, or the monitor's creation when later (a monitor younger than the window). */
                            since: string;
                            to: string;
                            /** @description 100 x (time measured - downtime) / time measured, from `since` to `to`; 4 decimals. */
                            uptime_pct: number | null;
                            /** @description The named window, or null for `from`/`to`. */
                            window: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "statusPage.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        components: {
                            monitor_ids: string[];
                            name: string;
                        }[] | null;
                        host: string;
                        password_protected: boolean;
                        public: boolean;
                        title: string | null;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "statusPage.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Groups in order; monitors not listed are not shown. */
                    components?: {
                        /** @description In the order shown. */
                        monitor_ids: string[];
                        name: string & (unknown & unknown);
                    }[];
                    /** @description Stored hashed; null removes the password. */
                    password?: string | null;
                    /** @description false: the page, its feeds and its JSON answer 404. */
                    public?: boolean;
                    /** @description The page heading; null: "<workspace name> status". */
                    title?: (string & (unknown & unknown)) | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        components: {
                            monitor_ids: string[];
                            name: string;
                        }[] | null;
                        host: string;
                        password_protected: boolean;
                        public: boolean;
                        title: string | null;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `plan_limit`: More monitors shown than the plan's `status_page_components`, or a password on a plan without one */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanLimitError"];
                };
            };
            /** @description `forbidden`: the credential's role is below `admin` (`required_role` names it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "docs.rateLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mongodb: "up" | "down";
                        /** @description Each region: `active`, `stale` or `never_seen` (GET /api/v1/regions); never makes the answer a 503. */
                        regions: {
                            /** @enum {string} */
                            fra1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            gru1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            hil1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            iad1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            sgp1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            syd1: "active" | "stale" | "never_seen";
                        };
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        /** @enum {string} */
                        temporal: "up" | "down";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mongodb: "up" | "down";
                        /** @description Each region: `active`, `stale` or `never_seen` (GET /api/v1/regions); never makes the answer a 503. */
                        regions: {
                            /** @enum {string} */
                            fra1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            gru1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            hil1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            iad1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            sgp1: "active" | "stale" | "never_seen";
                            /** @enum {string} */
                            syd1: "active" | "stale" | "never_seen";
                        };
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        /** @enum {string} */
                        temporal: "up" | "down";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "probers.jobs": {
        parameters: {
            query: {
                limit?: number;
                region: "fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs: {
                            [key: string]: unknown;
                        }[];
                        region: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    mcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: string | number;
                    /** @constant */
                    jsonrpc: "2.0";
                    method?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The JSON-RPC response */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string | number | null;
                        /** @constant */
                        jsonrpc: "2.0";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A notification or response was accepted */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's Accept header does not list both `application/json` and `text/event-stream` (a JSON-RPC error) */
            406: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string | number | null;
                        /** @constant */
                        jsonrpc: "2.0";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    metrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text format 0.0.4 */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "probers.results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    region: "fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1";
                    results: {
                        /** @description The verified certificate the target presented (https and ssl checks): certificate warnings are decided on it. */
                        certificate?: {
                            issuer: string;
                            /** Format: date-time */
                            not_after: string;
                            sha256_fingerprint: string;
                            subject: string;
                        };
                        /** Format: date-time */
                        checked_at: string;
                        error_class?: string | null;
                        error_message?: string | null;
                        monitor_id: string;
                        ok: boolean;
                        response_ms: number | null;
                        /** @description A failed browser check: the page as a PNG data URL (at most 400 KB of PNG), sent with the first failure of a run; kept for the incident. */
                        screenshot?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: no or bad credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "status.byHost": {
        parameters: {
            query: {
                host: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: The page is password protected and not unlocked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "status.page": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: The page is password protected and not unlocked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "status.v2.components": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            id: string;
                            name: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: The page is password protected and not unlocked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "status.v2.incidents": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            id: string;
                            name: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: The page is password protected and not unlocked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "status.v2.scheduled-maintenances": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            id: string;
                            name: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: The page is password protected and not unlocked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "status.v2.status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            id: string;
                            name: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: The page is password protected and not unlocked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "status.v2.summary": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            id: string;
                            name: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: The page is password protected and not unlocked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "status.badge": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SVG */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "status.rss": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RSS 2.0 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "status.subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Confirmation e-mail sent */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "status.subscriptionConfirm": {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path: {
                id: string;
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "status.unsubscribe": {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path: {
                id: string;
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "status.unsubscribe.post": {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path: {
                id: string;
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "status.unlock": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Unlocked: the cookie is set */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: Wrong password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The page has no password */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: a budget is spent; wait `Retry-After` seconds */
            429: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "status.verify": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRequestError"];
                };
            };
            /** @description `unauthorized`: The page is password protected and not unlocked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: unknown id (another org's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: body over the limit (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: never a stack trace or a driver message */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhook.certificate.expiring": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every attempt of one delivery */
                "X-Service-Delivery-Id": string;
                /** @description `certificate.expiring` */
                "X-Service-Event": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t=<t>.<raw body>">` */
                "X-Service-Signature": string;
                /** @description Unix seconds at signing time */
                "X-Service-Timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    certificate: {
                        days_left: number;
                        issuer: string;
                        /** Format: date-time */
                        not_after: string;
                        /** @description Upper-case hex pairs separated by colons. */
                        sha256_fingerprint: string;
                        subject: string;
                    };
                    check: null;
                    /** @constant */
                    event: "certificate.expiring";
                    incident: null;
                    monitor: {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        type: "http" | "tcp" | "ping" | "dns" | "ssl" | "keyword" | "heartbeat" | "api" | "browser";
                        /** @description Present for `http` and `keyword` monitors only. */
                        url?: string;
                    };
                    /** Format: date-time */
                    occurred_at: string;
                    org: {
                        id: string;
                        name: string;
                        slug: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 5xx, 429 and time-outs are retried up to 3 times; other statuses are final */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.incident.acknowledged": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every attempt of one delivery */
                "X-Service-Delivery-Id": string;
                /** @description `incident.acknowledged` */
                "X-Service-Event": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t=<t>.<raw body>">` */
                "X-Service-Signature": string;
                /** @description Unix seconds at signing time */
                "X-Service-Timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    check: {
                        last_error_class: string | null;
                        last_error_message: string | null;
                        last_response_ms: number | null;
                    };
                    /** @constant */
                    event: "incident.acknowledged";
                    incident: {
                        /** Format: date-time */
                        acknowledged_at: string;
                        duration_sec: null;
                        failing_regions: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                        /** @description This event’s id (not the outage’s): a de-duplication key. */
                        id: string;
                        /** Format: date-time */
                        opened_at: string;
                        resolved_at: null;
                        /** @constant */
                        status: "acknowledged";
                    };
                    monitor: {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        type: "http" | "tcp" | "ping" | "dns" | "ssl" | "keyword" | "heartbeat" | "api" | "browser";
                        /** @description Present for `http` and `keyword` monitors only. */
                        url?: string;
                    };
                    /** Format: date-time */
                    occurred_at: string;
                    org: {
                        id: string;
                        name: string;
                        slug: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 5xx, 429 and time-outs are retried up to 3 times; other statuses are final */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.incident.escalated": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every attempt of one delivery */
                "X-Service-Delivery-Id": string;
                /** @description `incident.escalated` */
                "X-Service-Event": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t=<t>.<raw body>">` */
                "X-Service-Signature": string;
                /** @description Unix seconds at signing time */
                "X-Service-Timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    check: {
                        last_error_class: string | null;
                        last_error_message: string | null;
                        last_response_ms: number | null;
                    };
                    escalation: {
                        /** @description Seconds after the opening this step (or repeat) was due. */
                        after_sec: number;
                        policy_id: string;
                        /** @description Counted from 1; a repeat carries the last step. */
                        step: number;
                    };
                    /** @constant */
                    event: "incident.escalated";
                    incident: {
                        acknowledged_at: null;
                        duration_sec: null;
                        failing_regions: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                        /** @description This event’s id (not the outage’s): a de-duplication key. */
                        id: string;
                        /** Format: date-time */
                        opened_at: string;
                        resolved_at: null;
                        /** @constant */
                        status: "open";
                    };
                    monitor: {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        type: "http" | "tcp" | "ping" | "dns" | "ssl" | "keyword" | "heartbeat" | "api" | "browser";
                        /** @description Present for `http` and `keyword` monitors only. */
                        url?: string;
                    };
                    /** Format: date-time */
                    occurred_at: string;
                    org: {
                        id: string;
                        name: string;
                        slug: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 5xx, 429 and time-outs are retried up to 3 times; other statuses are final */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.incident.opened": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every attempt of one delivery */
                "X-Service-Delivery-Id": string;
                /** @description `incident.opened` */
                "X-Service-Event": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t=<t>.<raw body>">` */
                "X-Service-Signature": string;
                /** @description Unix seconds at signing time */
                "X-Service-Timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    check: {
                        last_error_class: string | null;
                        last_error_message: string | null;
                        last_response_ms: number | null;
                    };
                    /** @constant */
                    event: "incident.opened";
                    incident: {
                        acknowledged_at: null;
                        duration_sec: null;
                        failing_regions: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                        /** @description This event’s id (not the outage’s): a de-duplication key. */
                        id: string;
                        /** Format: date-time */
                        opened_at: string;
                        resolved_at: null;
                        /** @constant */
                        status: "open";
                    };
                    monitor: {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        type: "http" | "tcp" | "ping" | "dns" | "ssl" | "keyword" | "heartbeat" | "api" | "browser";
                        /** @description Present for `http` and `keyword` monitors only. */
                        url?: string;
                    };
                    /** Format: date-time */
                    occurred_at: string;
                    org: {
                        id: string;
                        name: string;
                        slug: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 5xx, 429 and time-outs are retried up to 3 times; other statuses are final */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.incident.resolved": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every attempt of one delivery */
                "X-Service-Delivery-Id": string;
                /** @description `incident.resolved` */
                "X-Service-Event": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t=<t>.<raw body>">` */
                "X-Service-Signature": string;
                /** @description Unix seconds at signing time */
                "X-Service-Timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    check: {
                        last_error_class: null;
                        last_error_message: null;
                        last_response_ms: number | null;
                    };
                    /** @constant */
                    event: "incident.resolved";
                    incident: {
                        acknowledged_at: string | null;
                        duration_sec: number;
                        failing_regions: ("fra1" | "iad1" | "hil1" | "sgp1" | "syd1" | "gru1")[];
                        /** @description This event’s id (not the outage’s): a de-duplication key. */
                        id: string;
                        /** Format: date-time */
                        opened_at: string;
                        /** Format: date-time */
                        resolved_at: string;
                        /** @constant */
                        status: "resolved";
                    };
                    monitor: {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        type: "http" | "tcp" | "ping" | "dns" | "ssl" | "keyword" | "heartbeat" | "api" | "browser";
                        /** @description Present for `http` and `keyword` monitors only. */
                        url?: string;
                    };
                    /** Format: date-time */
                    occurred_at: string;
                    org: {
                        id: string;
                        name: string;
                        slug: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 5xx, 429 and time-outs are retried up to 3 times; other statuses are final */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every attempt of one delivery */
                "X-Service-Delivery-Id": string;
                /** @description `test` */
                "X-Service-Event": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t=<t>.<raw body>">` */
                "X-Service-Signature": string;
                /** @description Unix seconds at signing time */
                "X-Service-Timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    check: null;
                    /** @constant */
                    event: "test";
                    incident: null;
                    /** @description Synthetic: id 00000000-0000-0000-0000-000000000000, type http. */
                    monitor: {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        type: "http" | "tcp" | "ping" | "dns" | "ssl" | "keyword" | "heartbeat" | "api" | "browser";
                        /** @description Present for `http` and `keyword` monitors only. */
                        url?: string;
                    };
                    /** Format: date-time */
                    occurred_at: string;
                    org: {
                        id: string;
                        name: string;
                        slug: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 5xx, 429 and time-outs are retried up to 3 times; other statuses are final */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
