"""Contains all the data models used in inputs/outputs"""

from .api_keys_create_body import ApiKeysCreateBody
from .api_keys_create_body_role import ApiKeysCreateBodyRole
from .api_keys_create_response_201 import ApiKeysCreateResponse201
from .api_keys_create_response_201_role import ApiKeysCreateResponse201Role
from .api_keys_list_response_200 import ApiKeysListResponse200
from .api_keys_list_response_200_data_item import ApiKeysListResponse200DataItem
from .api_keys_list_response_200_data_item_role import (
    ApiKeysListResponse200DataItemRole,
)
from .auth_magic_link_body import AuthMagicLinkBody
from .auth_magic_link_response_202 import AuthMagicLinkResponse202
from .auth_magic_link_verify_response_200 import AuthMagicLinkVerifyResponse200
from .auth_magic_link_verify_response_200_org import AuthMagicLinkVerifyResponse200Org
from .auth_magic_link_verify_response_200_user import AuthMagicLinkVerifyResponse200User
from .auth_sign_in_body import AuthSignInBody
from .auth_sign_in_response_200 import AuthSignInResponse200
from .auth_sign_in_response_200_org import AuthSignInResponse200Org
from .auth_sign_in_response_200_user import AuthSignInResponse200User
from .auth_sign_up_body import AuthSignUpBody
from .auth_sign_up_response_201 import AuthSignUpResponse201
from .auth_sign_up_response_201_org import AuthSignUpResponse201Org
from .auth_sign_up_response_201_user import AuthSignUpResponse201User
from .billing_checkout_body import BillingCheckoutBody
from .billing_checkout_response_201 import BillingCheckoutResponse201
from .billing_portal_response_201 import BillingPortalResponse201
from .channels_create_body import ChannelsCreateBody
from .channels_create_body_event_types_item import ChannelsCreateBodyEventTypesItem
from .channels_create_body_signature_scheme import ChannelsCreateBodySignatureScheme
from .channels_create_body_type import ChannelsCreateBodyType
from .channels_create_response_201 import ChannelsCreateResponse201
from .channels_create_response_201_event_types_item import (
    ChannelsCreateResponse201EventTypesItem,
)
from .channels_create_response_201_signature_scheme import (
    ChannelsCreateResponse201SignatureScheme,
)
from .channels_create_response_201_type import ChannelsCreateResponse201Type
from .channels_get_response_200 import ChannelsGetResponse200
from .channels_get_response_200_event_types_item import (
    ChannelsGetResponse200EventTypesItem,
)
from .channels_get_response_200_signature_scheme import (
    ChannelsGetResponse200SignatureScheme,
)
from .channels_get_response_200_type import ChannelsGetResponse200Type
from .channels_list_response_200 import ChannelsListResponse200
from .channels_list_response_200_data_item import ChannelsListResponse200DataItem
from .channels_list_response_200_data_item_event_types_item import (
    ChannelsListResponse200DataItemEventTypesItem,
)
from .channels_list_response_200_data_item_signature_scheme import (
    ChannelsListResponse200DataItemSignatureScheme,
)
from .channels_list_response_200_data_item_type import (
    ChannelsListResponse200DataItemType,
)
from .channels_recover_body import ChannelsRecoverBody
from .channels_recover_response_202 import ChannelsRecoverResponse202
from .channels_test_response_202 import ChannelsTestResponse202
from .channels_update_body import ChannelsUpdateBody
from .channels_update_body_event_types_item import ChannelsUpdateBodyEventTypesItem
from .channels_update_body_signature_scheme import ChannelsUpdateBodySignatureScheme
from .channels_update_response_200 import ChannelsUpdateResponse200
from .channels_update_response_200_event_types_item import (
    ChannelsUpdateResponse200EventTypesItem,
)
from .channels_update_response_200_signature_scheme import (
    ChannelsUpdateResponse200SignatureScheme,
)
from .channels_update_response_200_type import ChannelsUpdateResponse200Type
from .chat_acknowledge_body import ChatAcknowledgeBody
from .chat_acknowledge_response_200 import ChatAcknowledgeResponse200
from .chat_acknowledge_response_200_incident import ChatAcknowledgeResponse200Incident
from .chat_acknowledge_response_200_incident_check import (
    ChatAcknowledgeResponse200IncidentCheck,
)
from .chat_acknowledge_response_200_incident_failing_regions_item import (
    ChatAcknowledgeResponse200IncidentFailingRegionsItem,
)
from .chat_acknowledge_response_200_incident_status import (
    ChatAcknowledgeResponse200IncidentStatus,
)
from .deliveries_get_response_200 import DeliveriesGetResponse200
from .deliveries_get_response_200_attempts_item import (
    DeliveriesGetResponse200AttemptsItem,
)
from .deliveries_get_response_200_event_type import DeliveriesGetResponse200EventType
from .deliveries_get_response_200_status import DeliveriesGetResponse200Status
from .deliveries_list_event_type import DeliveriesListEventType
from .deliveries_list_response_200 import DeliveriesListResponse200
from .deliveries_list_response_200_data_item import DeliveriesListResponse200DataItem
from .deliveries_list_response_200_data_item_attempts_item import (
    DeliveriesListResponse200DataItemAttemptsItem,
)
from .deliveries_list_response_200_data_item_event_type import (
    DeliveriesListResponse200DataItemEventType,
)
from .deliveries_list_response_200_data_item_status import (
    DeliveriesListResponse200DataItemStatus,
)
from .deliveries_list_status import DeliveriesListStatus
from .deliveries_resend_response_202 import DeliveriesResendResponse202
from .error import Error
from .error_errors_item import ErrorErrorsItem
from .escalation_policies_create_body import EscalationPoliciesCreateBody
from .escalation_policies_create_body_steps_item import (
    EscalationPoliciesCreateBodyStepsItem,
)
from .escalation_policies_create_response_201 import EscalationPoliciesCreateResponse201
from .escalation_policies_create_response_201_steps_item import (
    EscalationPoliciesCreateResponse201StepsItem,
)
from .escalation_policies_get_response_200 import EscalationPoliciesGetResponse200
from .escalation_policies_get_response_200_steps_item import (
    EscalationPoliciesGetResponse200StepsItem,
)
from .escalation_policies_list_response_200 import EscalationPoliciesListResponse200
from .escalation_policies_list_response_200_data_item import (
    EscalationPoliciesListResponse200DataItem,
)
from .escalation_policies_list_response_200_data_item_steps_item import (
    EscalationPoliciesListResponse200DataItemStepsItem,
)
from .escalation_policies_update_body import EscalationPoliciesUpdateBody
from .escalation_policies_update_body_steps_item import (
    EscalationPoliciesUpdateBodyStepsItem,
)
from .escalation_policies_update_response_200 import EscalationPoliciesUpdateResponse200
from .escalation_policies_update_response_200_steps_item import (
    EscalationPoliciesUpdateResponse200StepsItem,
)
from .health_response_200 import HealthResponse200
from .health_response_200_mongodb import HealthResponse200Mongodb
from .health_response_200_regions import HealthResponse200Regions
from .health_response_200_regions_fra_1 import HealthResponse200RegionsFra1
from .health_response_200_regions_gru_1 import HealthResponse200RegionsGru1
from .health_response_200_regions_hil_1 import HealthResponse200RegionsHil1
from .health_response_200_regions_iad_1 import HealthResponse200RegionsIad1
from .health_response_200_regions_sgp_1 import HealthResponse200RegionsSgp1
from .health_response_200_regions_syd_1 import HealthResponse200RegionsSyd1
from .health_response_200_status import HealthResponse200Status
from .health_response_200_temporal import HealthResponse200Temporal
from .health_response_503 import HealthResponse503
from .health_response_503_mongodb import HealthResponse503Mongodb
from .health_response_503_regions import HealthResponse503Regions
from .health_response_503_regions_fra_1 import HealthResponse503RegionsFra1
from .health_response_503_regions_gru_1 import HealthResponse503RegionsGru1
from .health_response_503_regions_hil_1 import HealthResponse503RegionsHil1
from .health_response_503_regions_iad_1 import HealthResponse503RegionsIad1
from .health_response_503_regions_sgp_1 import HealthResponse503RegionsSgp1
from .health_response_503_regions_syd_1 import HealthResponse503RegionsSyd1
from .health_response_503_status import HealthResponse503Status
from .health_response_503_temporal import HealthResponse503Temporal
from .heartbeats_exit_code_post_response_200 import HeartbeatsExitCodePostResponse200
from .heartbeats_exit_code_response_200 import HeartbeatsExitCodeResponse200
from .heartbeats_fail_post_response_200 import HeartbeatsFailPostResponse200
from .heartbeats_fail_response_200 import HeartbeatsFailResponse200
from .heartbeats_ingest_post_response_200 import HeartbeatsIngestPostResponse200
from .heartbeats_ingest_response_200 import HeartbeatsIngestResponse200
from .heartbeats_start_post_response_200 import HeartbeatsStartPostResponse200
from .heartbeats_start_response_200 import HeartbeatsStartResponse200
from .incidents_acknowledge_response_200 import IncidentsAcknowledgeResponse200
from .incidents_acknowledge_response_200_check import (
    IncidentsAcknowledgeResponse200Check,
)
from .incidents_acknowledge_response_200_failing_regions_item import (
    IncidentsAcknowledgeResponse200FailingRegionsItem,
)
from .incidents_acknowledge_response_200_status import (
    IncidentsAcknowledgeResponse200Status,
)
from .incidents_get_response_200 import IncidentsGetResponse200
from .incidents_get_response_200_check import IncidentsGetResponse200Check
from .incidents_get_response_200_deliveries_item import (
    IncidentsGetResponse200DeliveriesItem,
)
from .incidents_get_response_200_deliveries_item_attempts_item import (
    IncidentsGetResponse200DeliveriesItemAttemptsItem,
)
from .incidents_get_response_200_deliveries_item_event_type import (
    IncidentsGetResponse200DeliveriesItemEventType,
)
from .incidents_get_response_200_deliveries_item_status import (
    IncidentsGetResponse200DeliveriesItemStatus,
)
from .incidents_get_response_200_events_item import IncidentsGetResponse200EventsItem
from .incidents_get_response_200_events_item_payload import (
    IncidentsGetResponse200EventsItemPayload,
)
from .incidents_get_response_200_events_item_type import (
    IncidentsGetResponse200EventsItemType,
)
from .incidents_get_response_200_failing_regions_item import (
    IncidentsGetResponse200FailingRegionsItem,
)
from .incidents_get_response_200_status import IncidentsGetResponse200Status
from .incidents_list_response_200 import IncidentsListResponse200
from .incidents_list_response_200_data_item import IncidentsListResponse200DataItem
from .incidents_list_response_200_data_item_check import (
    IncidentsListResponse200DataItemCheck,
)
from .incidents_list_response_200_data_item_failing_regions_item import (
    IncidentsListResponse200DataItemFailingRegionsItem,
)
from .incidents_list_response_200_data_item_status import (
    IncidentsListResponse200DataItemStatus,
)
from .incidents_list_status import IncidentsListStatus
from .incidents_resolve_response_200 import IncidentsResolveResponse200
from .incidents_resolve_response_200_check import IncidentsResolveResponse200Check
from .incidents_resolve_response_200_failing_regions_item import (
    IncidentsResolveResponse200FailingRegionsItem,
)
from .incidents_resolve_response_200_status import IncidentsResolveResponse200Status
from .invalid_request_error import InvalidRequestError
from .invalid_request_error_errors_item import InvalidRequestErrorErrorsItem
from .maintenance_windows_create_body import MaintenanceWindowsCreateBody
from .maintenance_windows_create_response_201 import MaintenanceWindowsCreateResponse201
from .maintenance_windows_create_response_201_current_type_0 import (
    MaintenanceWindowsCreateResponse201CurrentType0,
)
from .maintenance_windows_create_response_201_next_type_0 import (
    MaintenanceWindowsCreateResponse201NextType0,
)
from .maintenance_windows_get_response_200 import MaintenanceWindowsGetResponse200
from .maintenance_windows_get_response_200_current_type_0 import (
    MaintenanceWindowsGetResponse200CurrentType0,
)
from .maintenance_windows_get_response_200_next_type_0 import (
    MaintenanceWindowsGetResponse200NextType0,
)
from .maintenance_windows_list_response_200 import MaintenanceWindowsListResponse200
from .maintenance_windows_list_response_200_data_item import (
    MaintenanceWindowsListResponse200DataItem,
)
from .maintenance_windows_list_response_200_data_item_current_type_0 import (
    MaintenanceWindowsListResponse200DataItemCurrentType0,
)
from .maintenance_windows_list_response_200_data_item_next_type_0 import (
    MaintenanceWindowsListResponse200DataItemNextType0,
)
from .maintenance_windows_update_body import MaintenanceWindowsUpdateBody
from .maintenance_windows_update_response_200 import MaintenanceWindowsUpdateResponse200
from .maintenance_windows_update_response_200_current_type_0 import (
    MaintenanceWindowsUpdateResponse200CurrentType0,
)
from .maintenance_windows_update_response_200_next_type_0 import (
    MaintenanceWindowsUpdateResponse200NextType0,
)
from .marketing_contact_body import MarketingContactBody
from .marketing_contact_response_202 import MarketingContactResponse202
from .mcp_body import McpBody
from .mcp_response_200 import McpResponse200
from .mcp_response_406 import McpResponse406
from .members_list_response_200 import MembersListResponse200
from .members_list_response_200_data_item import MembersListResponse200DataItem
from .members_list_response_200_data_item_role import MembersListResponse200DataItemRole
from .members_update_body import MembersUpdateBody
from .members_update_body_role import MembersUpdateBodyRole
from .members_update_response_200 import MembersUpdateResponse200
from .members_update_response_200_role import MembersUpdateResponse200Role
from .monitor_create_dns import MonitorCreateDns
from .monitor_create_dns_record_type import MonitorCreateDnsRecordType
from .monitor_create_dns_regions_item import MonitorCreateDnsRegionsItem
from .monitor_create_heartbeat import MonitorCreateHeartbeat
from .monitor_create_heartbeat_heartbeat import MonitorCreateHeartbeatHeartbeat
from .monitor_create_heartbeat_regions_item import MonitorCreateHeartbeatRegionsItem
from .monitor_create_http import MonitorCreateHttp
from .monitor_create_http_assertions_item import MonitorCreateHttpAssertionsItem
from .monitor_create_http_assertions_item_comparison import (
    MonitorCreateHttpAssertionsItemComparison,
)
from .monitor_create_http_assertions_item_source import (
    MonitorCreateHttpAssertionsItemSource,
)
from .monitor_create_http_basic_auth import MonitorCreateHttpBasicAuth
from .monitor_create_http_headers import MonitorCreateHttpHeaders
from .monitor_create_http_ip_family import MonitorCreateHttpIpFamily
from .monitor_create_http_method import MonitorCreateHttpMethod
from .monitor_create_http_regions_item import MonitorCreateHttpRegionsItem
from .monitor_create_keyword import MonitorCreateKeyword
from .monitor_create_keyword_assertions_item import MonitorCreateKeywordAssertionsItem
from .monitor_create_keyword_assertions_item_comparison import (
    MonitorCreateKeywordAssertionsItemComparison,
)
from .monitor_create_keyword_assertions_item_source import (
    MonitorCreateKeywordAssertionsItemSource,
)
from .monitor_create_keyword_basic_auth import MonitorCreateKeywordBasicAuth
from .monitor_create_keyword_headers import MonitorCreateKeywordHeaders
from .monitor_create_keyword_ip_family import MonitorCreateKeywordIpFamily
from .monitor_create_keyword_keyword_mode import MonitorCreateKeywordKeywordMode
from .monitor_create_keyword_method import MonitorCreateKeywordMethod
from .monitor_create_keyword_regions_item import MonitorCreateKeywordRegionsItem
from .monitor_create_ping import MonitorCreatePing
from .monitor_create_ping_regions_item import MonitorCreatePingRegionsItem
from .monitor_create_ssl import MonitorCreateSsl
from .monitor_create_ssl_regions_item import MonitorCreateSslRegionsItem
from .monitor_create_tcp import MonitorCreateTcp
from .monitor_create_tcp_regions_item import MonitorCreateTcpRegionsItem
from .monitor_test_definition_dns import MonitorTestDefinitionDns
from .monitor_test_definition_dns_record_type_type_0 import (
    MonitorTestDefinitionDnsRecordTypeType0,
)
from .monitor_test_definition_http import MonitorTestDefinitionHttp
from .monitor_test_definition_http_assertions_type_0_item import (
    MonitorTestDefinitionHttpAssertionsType0Item,
)
from .monitor_test_definition_http_assertions_type_0_item_comparison import (
    MonitorTestDefinitionHttpAssertionsType0ItemComparison,
)
from .monitor_test_definition_http_assertions_type_0_item_source import (
    MonitorTestDefinitionHttpAssertionsType0ItemSource,
)
from .monitor_test_definition_http_basic_auth_type_0 import (
    MonitorTestDefinitionHttpBasicAuthType0,
)
from .monitor_test_definition_http_headers_type_0 import (
    MonitorTestDefinitionHttpHeadersType0,
)
from .monitor_test_definition_http_ip_family_type_0 import (
    MonitorTestDefinitionHttpIpFamilyType0,
)
from .monitor_test_definition_http_method_type_0 import (
    MonitorTestDefinitionHttpMethodType0,
)
from .monitor_test_definition_keyword import MonitorTestDefinitionKeyword
from .monitor_test_definition_keyword_assertions_type_0_item import (
    MonitorTestDefinitionKeywordAssertionsType0Item,
)
from .monitor_test_definition_keyword_assertions_type_0_item_comparison import (
    MonitorTestDefinitionKeywordAssertionsType0ItemComparison,
)
from .monitor_test_definition_keyword_assertions_type_0_item_source import (
    MonitorTestDefinitionKeywordAssertionsType0ItemSource,
)
from .monitor_test_definition_keyword_basic_auth_type_0 import (
    MonitorTestDefinitionKeywordBasicAuthType0,
)
from .monitor_test_definition_keyword_headers_type_0 import (
    MonitorTestDefinitionKeywordHeadersType0,
)
from .monitor_test_definition_keyword_ip_family_type_0 import (
    MonitorTestDefinitionKeywordIpFamilyType0,
)
from .monitor_test_definition_keyword_keyword_mode import (
    MonitorTestDefinitionKeywordKeywordMode,
)
from .monitor_test_definition_keyword_method_type_0 import (
    MonitorTestDefinitionKeywordMethodType0,
)
from .monitor_test_definition_ping import MonitorTestDefinitionPing
from .monitor_test_definition_ssl import MonitorTestDefinitionSsl
from .monitor_test_definition_tcp import MonitorTestDefinitionTcp
from .monitors_create_response_201 import MonitorsCreateResponse201
from .monitors_create_response_201_assertions_item import (
    MonitorsCreateResponse201AssertionsItem,
)
from .monitors_create_response_201_assertions_item_comparison import (
    MonitorsCreateResponse201AssertionsItemComparison,
)
from .monitors_create_response_201_assertions_item_source import (
    MonitorsCreateResponse201AssertionsItemSource,
)
from .monitors_create_response_201_basic_auth import MonitorsCreateResponse201BasicAuth
from .monitors_create_response_201_headers import MonitorsCreateResponse201Headers
from .monitors_create_response_201_heartbeat import MonitorsCreateResponse201Heartbeat
from .monitors_create_response_201_heartbeat_signals import (
    MonitorsCreateResponse201HeartbeatSignals,
)
from .monitors_create_response_201_ip_family import MonitorsCreateResponse201IpFamily
from .monitors_create_response_201_keyword_mode import (
    MonitorsCreateResponse201KeywordMode,
)
from .monitors_create_response_201_method import MonitorsCreateResponse201Method
from .monitors_create_response_201_regions_item import (
    MonitorsCreateResponse201RegionsItem,
)
from .monitors_create_response_201_status import MonitorsCreateResponse201Status
from .monitors_create_response_201_type import MonitorsCreateResponse201Type
from .monitors_get_response_200 import MonitorsGetResponse200
from .monitors_get_response_200_assertions_item import (
    MonitorsGetResponse200AssertionsItem,
)
from .monitors_get_response_200_assertions_item_comparison import (
    MonitorsGetResponse200AssertionsItemComparison,
)
from .monitors_get_response_200_assertions_item_source import (
    MonitorsGetResponse200AssertionsItemSource,
)
from .monitors_get_response_200_basic_auth import MonitorsGetResponse200BasicAuth
from .monitors_get_response_200_headers import MonitorsGetResponse200Headers
from .monitors_get_response_200_heartbeat import MonitorsGetResponse200Heartbeat
from .monitors_get_response_200_heartbeat_signals import (
    MonitorsGetResponse200HeartbeatSignals,
)
from .monitors_get_response_200_ip_family import MonitorsGetResponse200IpFamily
from .monitors_get_response_200_keyword_mode import MonitorsGetResponse200KeywordMode
from .monitors_get_response_200_method import MonitorsGetResponse200Method
from .monitors_get_response_200_regions_item import MonitorsGetResponse200RegionsItem
from .monitors_get_response_200_status import MonitorsGetResponse200Status
from .monitors_get_response_200_type import MonitorsGetResponse200Type
from .monitors_list_response_200 import MonitorsListResponse200
from .monitors_list_response_200_data_item import MonitorsListResponse200DataItem
from .monitors_list_response_200_data_item_assertions_item import (
    MonitorsListResponse200DataItemAssertionsItem,
)
from .monitors_list_response_200_data_item_assertions_item_comparison import (
    MonitorsListResponse200DataItemAssertionsItemComparison,
)
from .monitors_list_response_200_data_item_assertions_item_source import (
    MonitorsListResponse200DataItemAssertionsItemSource,
)
from .monitors_list_response_200_data_item_basic_auth import (
    MonitorsListResponse200DataItemBasicAuth,
)
from .monitors_list_response_200_data_item_headers import (
    MonitorsListResponse200DataItemHeaders,
)
from .monitors_list_response_200_data_item_heartbeat import (
    MonitorsListResponse200DataItemHeartbeat,
)
from .monitors_list_response_200_data_item_heartbeat_signals import (
    MonitorsListResponse200DataItemHeartbeatSignals,
)
from .monitors_list_response_200_data_item_ip_family import (
    MonitorsListResponse200DataItemIpFamily,
)
from .monitors_list_response_200_data_item_keyword_mode import (
    MonitorsListResponse200DataItemKeywordMode,
)
from .monitors_list_response_200_data_item_method import (
    MonitorsListResponse200DataItemMethod,
)
from .monitors_list_response_200_data_item_regions_item import (
    MonitorsListResponse200DataItemRegionsItem,
)
from .monitors_list_response_200_data_item_status import (
    MonitorsListResponse200DataItemStatus,
)
from .monitors_list_response_200_data_item_type import (
    MonitorsListResponse200DataItemType,
)
from .monitors_pause_response_200 import MonitorsPauseResponse200
from .monitors_pause_response_200_assertions_item import (
    MonitorsPauseResponse200AssertionsItem,
)
from .monitors_pause_response_200_assertions_item_comparison import (
    MonitorsPauseResponse200AssertionsItemComparison,
)
from .monitors_pause_response_200_assertions_item_source import (
    MonitorsPauseResponse200AssertionsItemSource,
)
from .monitors_pause_response_200_basic_auth import MonitorsPauseResponse200BasicAuth
from .monitors_pause_response_200_headers import MonitorsPauseResponse200Headers
from .monitors_pause_response_200_heartbeat import MonitorsPauseResponse200Heartbeat
from .monitors_pause_response_200_heartbeat_signals import (
    MonitorsPauseResponse200HeartbeatSignals,
)
from .monitors_pause_response_200_ip_family import MonitorsPauseResponse200IpFamily
from .monitors_pause_response_200_keyword_mode import (
    MonitorsPauseResponse200KeywordMode,
)
from .monitors_pause_response_200_method import MonitorsPauseResponse200Method
from .monitors_pause_response_200_regions_item import (
    MonitorsPauseResponse200RegionsItem,
)
from .monitors_pause_response_200_status import MonitorsPauseResponse200Status
from .monitors_pause_response_200_type import MonitorsPauseResponse200Type
from .monitors_resume_response_200 import MonitorsResumeResponse200
from .monitors_resume_response_200_assertions_item import (
    MonitorsResumeResponse200AssertionsItem,
)
from .monitors_resume_response_200_assertions_item_comparison import (
    MonitorsResumeResponse200AssertionsItemComparison,
)
from .monitors_resume_response_200_assertions_item_source import (
    MonitorsResumeResponse200AssertionsItemSource,
)
from .monitors_resume_response_200_basic_auth import MonitorsResumeResponse200BasicAuth
from .monitors_resume_response_200_headers import MonitorsResumeResponse200Headers
from .monitors_resume_response_200_heartbeat import MonitorsResumeResponse200Heartbeat
from .monitors_resume_response_200_heartbeat_signals import (
    MonitorsResumeResponse200HeartbeatSignals,
)
from .monitors_resume_response_200_ip_family import MonitorsResumeResponse200IpFamily
from .monitors_resume_response_200_keyword_mode import (
    MonitorsResumeResponse200KeywordMode,
)
from .monitors_resume_response_200_method import MonitorsResumeResponse200Method
from .monitors_resume_response_200_regions_item import (
    MonitorsResumeResponse200RegionsItem,
)
from .monitors_resume_response_200_status import MonitorsResumeResponse200Status
from .monitors_resume_response_200_type import MonitorsResumeResponse200Type
from .monitors_test_body import MonitorsTestBody
from .monitors_test_response_200 import MonitorsTestResponse200
from .monitors_test_response_200_assertions_item import (
    MonitorsTestResponse200AssertionsItem,
)
from .monitors_update_body import MonitorsUpdateBody
from .monitors_update_body_assertions_type_0_item import (
    MonitorsUpdateBodyAssertionsType0Item,
)
from .monitors_update_body_assertions_type_0_item_comparison import (
    MonitorsUpdateBodyAssertionsType0ItemComparison,
)
from .monitors_update_body_assertions_type_0_item_source import (
    MonitorsUpdateBodyAssertionsType0ItemSource,
)
from .monitors_update_body_basic_auth_type_0 import MonitorsUpdateBodyBasicAuthType0
from .monitors_update_body_headers_type_0 import MonitorsUpdateBodyHeadersType0
from .monitors_update_body_heartbeat import MonitorsUpdateBodyHeartbeat
from .monitors_update_body_ip_family_type_0 import MonitorsUpdateBodyIpFamilyType0
from .monitors_update_body_keyword_mode import MonitorsUpdateBodyKeywordMode
from .monitors_update_body_method_type_0 import MonitorsUpdateBodyMethodType0
from .monitors_update_body_record_type import MonitorsUpdateBodyRecordType
from .monitors_update_body_regions_item import MonitorsUpdateBodyRegionsItem
from .monitors_update_response_200 import MonitorsUpdateResponse200
from .monitors_update_response_200_assertions_item import (
    MonitorsUpdateResponse200AssertionsItem,
)
from .monitors_update_response_200_assertions_item_comparison import (
    MonitorsUpdateResponse200AssertionsItemComparison,
)
from .monitors_update_response_200_assertions_item_source import (
    MonitorsUpdateResponse200AssertionsItemSource,
)
from .monitors_update_response_200_basic_auth import MonitorsUpdateResponse200BasicAuth
from .monitors_update_response_200_headers import MonitorsUpdateResponse200Headers
from .monitors_update_response_200_heartbeat import MonitorsUpdateResponse200Heartbeat
from .monitors_update_response_200_heartbeat_signals import (
    MonitorsUpdateResponse200HeartbeatSignals,
)
from .monitors_update_response_200_ip_family import MonitorsUpdateResponse200IpFamily
from .monitors_update_response_200_keyword_mode import (
    MonitorsUpdateResponse200KeywordMode,
)
from .monitors_update_response_200_method import MonitorsUpdateResponse200Method
from .monitors_update_response_200_regions_item import (
    MonitorsUpdateResponse200RegionsItem,
)
from .monitors_update_response_200_status import MonitorsUpdateResponse200Status
from .monitors_update_response_200_type import MonitorsUpdateResponse200Type
from .monitors_uptime_response_200 import MonitorsUptimeResponse200
from .monitors_uptime_response_200_response_ms import (
    MonitorsUptimeResponse200ResponseMs,
)
from .monitors_uptime_window import MonitorsUptimeWindow
from .openapi_response_200 import OpenapiResponse200
from .org_get_response_200 import OrgGetResponse200
from .org_get_response_200_billing import OrgGetResponse200Billing
from .org_get_response_200_limits import OrgGetResponse200Limits
from .org_get_response_200_usage import OrgGetResponse200Usage
from .payments_webhook_response_200 import PaymentsWebhookResponse200
from .payments_webhook_response_200_outcome import PaymentsWebhookResponse200Outcome
from .plan_limit_error import PlanLimitError
from .plan_limit_error_errors_item import PlanLimitErrorErrorsItem
from .probers_jobs_region import ProbersJobsRegion
from .probers_jobs_response_200 import ProbersJobsResponse200
from .probers_jobs_response_200_jobs_item import ProbersJobsResponse200JobsItem
from .probers_results_body import ProbersResultsBody
from .probers_results_body_region import ProbersResultsBodyRegion
from .probers_results_body_results_item import ProbersResultsBodyResultsItem
from .probers_results_body_results_item_certificate import (
    ProbersResultsBodyResultsItemCertificate,
)
from .probers_results_response_202 import ProbersResultsResponse202
from .rate_limit_error import RateLimitError
from .rate_limit_error_errors_item import RateLimitErrorErrorsItem
from .regions_list_response_200 import RegionsListResponse200
from .regions_list_response_200_regions_item import RegionsListResponse200RegionsItem
from .regions_list_response_200_regions_item_probers_item import (
    RegionsListResponse200RegionsItemProbersItem,
)
from .regions_list_response_200_regions_item_region import (
    RegionsListResponse200RegionsItemRegion,
)
from .regions_list_response_200_regions_item_status import (
    RegionsListResponse200RegionsItemStatus,
)
from .reports_uptime_response_200 import ReportsUptimeResponse200
from .reports_uptime_response_200_data_item import ReportsUptimeResponse200DataItem
from .reports_uptime_response_200_data_item_response_ms import (
    ReportsUptimeResponse200DataItemResponseMs,
)
from .reports_uptime_window import ReportsUptimeWindow
from .root_response_200 import RootResponse200
from .root_response_200_mongodb import RootResponse200Mongodb
from .root_response_200_regions import RootResponse200Regions
from .root_response_200_regions_fra_1 import RootResponse200RegionsFra1
from .root_response_200_regions_gru_1 import RootResponse200RegionsGru1
from .root_response_200_regions_hil_1 import RootResponse200RegionsHil1
from .root_response_200_regions_iad_1 import RootResponse200RegionsIad1
from .root_response_200_regions_sgp_1 import RootResponse200RegionsSgp1
from .root_response_200_regions_syd_1 import RootResponse200RegionsSyd1
from .root_response_200_status import RootResponse200Status
from .root_response_200_temporal import RootResponse200Temporal
from .root_response_503 import RootResponse503
from .root_response_503_mongodb import RootResponse503Mongodb
from .root_response_503_regions import RootResponse503Regions
from .root_response_503_regions_fra_1 import RootResponse503RegionsFra1
from .root_response_503_regions_gru_1 import RootResponse503RegionsGru1
from .root_response_503_regions_hil_1 import RootResponse503RegionsHil1
from .root_response_503_regions_iad_1 import RootResponse503RegionsIad1
from .root_response_503_regions_sgp_1 import RootResponse503RegionsSgp1
from .root_response_503_regions_syd_1 import RootResponse503RegionsSyd1
from .root_response_503_status import RootResponse503Status
from .root_response_503_temporal import RootResponse503Temporal
from .status_by_host_response_200 import StatusByHostResponse200
from .status_page_get_response_200 import StatusPageGetResponse200
from .status_page_get_response_200_components_type_0_item import (
    StatusPageGetResponse200ComponentsType0Item,
)
from .status_page_response_200 import StatusPageResponse200
from .status_page_update_body import StatusPageUpdateBody
from .status_page_update_body_components_item import StatusPageUpdateBodyComponentsItem
from .status_page_update_response_200 import StatusPageUpdateResponse200
from .status_page_update_response_200_components_type_0_item import (
    StatusPageUpdateResponse200ComponentsType0Item,
)
from .status_subscribe_body import StatusSubscribeBody
from .status_subscribe_response_202 import StatusSubscribeResponse202
from .status_unlock_body import StatusUnlockBody
from .status_v2_components_response_200 import StatusV2ComponentsResponse200
from .status_v2_components_response_200_page import StatusV2ComponentsResponse200Page
from .status_v2_incidents_response_200 import StatusV2IncidentsResponse200
from .status_v2_incidents_response_200_page import StatusV2IncidentsResponse200Page
from .status_v2_scheduled_maintenances_response_200 import (
    StatusV2ScheduledMaintenancesResponse200,
)
from .status_v2_scheduled_maintenances_response_200_page import (
    StatusV2ScheduledMaintenancesResponse200Page,
)
from .status_v2_status_response_200 import StatusV2StatusResponse200
from .status_v2_status_response_200_page import StatusV2StatusResponse200Page
from .status_v2_summary_response_200 import StatusV2SummaryResponse200
from .status_v2_summary_response_200_page import StatusV2SummaryResponse200Page
from .status_verify_response_200 import StatusVerifyResponse200
from .tls_ask_response_200 import TlsAskResponse200

__all__ = (
    "ApiKeysCreateBody",
    "ApiKeysCreateBodyRole",
    "ApiKeysCreateResponse201",
    "ApiKeysCreateResponse201Role",
    "ApiKeysListResponse200",
    "ApiKeysListResponse200DataItem",
    "ApiKeysListResponse200DataItemRole",
    "AuthMagicLinkBody",
    "AuthMagicLinkResponse202",
    "AuthMagicLinkVerifyResponse200",
    "AuthMagicLinkVerifyResponse200Org",
    "AuthMagicLinkVerifyResponse200User",
    "AuthSignInBody",
    "AuthSignInResponse200",
    "AuthSignInResponse200Org",
    "AuthSignInResponse200User",
    "AuthSignUpBody",
    "AuthSignUpResponse201",
    "AuthSignUpResponse201Org",
    "AuthSignUpResponse201User",
    "BillingCheckoutBody",
    "BillingCheckoutResponse201",
    "BillingPortalResponse201",
    "ChannelsCreateBody",
    "ChannelsCreateBodyEventTypesItem",
    "ChannelsCreateBodySignatureScheme",
    "ChannelsCreateBodyType",
    "ChannelsCreateResponse201",
    "ChannelsCreateResponse201EventTypesItem",
    "ChannelsCreateResponse201SignatureScheme",
    "ChannelsCreateResponse201Type",
    "ChannelsGetResponse200",
    "ChannelsGetResponse200EventTypesItem",
    "ChannelsGetResponse200SignatureScheme",
    "ChannelsGetResponse200Type",
    "ChannelsListResponse200",
    "ChannelsListResponse200DataItem",
    "ChannelsListResponse200DataItemEventTypesItem",
    "ChannelsListResponse200DataItemSignatureScheme",
    "ChannelsListResponse200DataItemType",
    "ChannelsRecoverBody",
    "ChannelsRecoverResponse202",
    "ChannelsTestResponse202",
    "ChannelsUpdateBody",
    "ChannelsUpdateBodyEventTypesItem",
    "ChannelsUpdateBodySignatureScheme",
    "ChannelsUpdateResponse200",
    "ChannelsUpdateResponse200EventTypesItem",
    "ChannelsUpdateResponse200SignatureScheme",
    "ChannelsUpdateResponse200Type",
    "ChatAcknowledgeBody",
    "ChatAcknowledgeResponse200",
    "ChatAcknowledgeResponse200Incident",
    "ChatAcknowledgeResponse200IncidentCheck",
    "ChatAcknowledgeResponse200IncidentFailingRegionsItem",
    "ChatAcknowledgeResponse200IncidentStatus",
    "DeliveriesGetResponse200",
    "DeliveriesGetResponse200AttemptsItem",
    "DeliveriesGetResponse200EventType",
    "DeliveriesGetResponse200Status",
    "DeliveriesListEventType",
    "DeliveriesListResponse200",
    "DeliveriesListResponse200DataItem",
    "DeliveriesListResponse200DataItemAttemptsItem",
    "DeliveriesListResponse200DataItemEventType",
    "DeliveriesListResponse200DataItemStatus",
    "DeliveriesListStatus",
    "DeliveriesResendResponse202",
    "Error",
    "ErrorErrorsItem",
    "EscalationPoliciesCreateBody",
    "EscalationPoliciesCreateBodyStepsItem",
    "EscalationPoliciesCreateResponse201",
    "EscalationPoliciesCreateResponse201StepsItem",
    "EscalationPoliciesGetResponse200",
    "EscalationPoliciesGetResponse200StepsItem",
    "EscalationPoliciesListResponse200",
    "EscalationPoliciesListResponse200DataItem",
    "EscalationPoliciesListResponse200DataItemStepsItem",
    "EscalationPoliciesUpdateBody",
    "EscalationPoliciesUpdateBodyStepsItem",
    "EscalationPoliciesUpdateResponse200",
    "EscalationPoliciesUpdateResponse200StepsItem",
    "HealthResponse200",
    "HealthResponse200Mongodb",
    "HealthResponse200Regions",
    "HealthResponse200RegionsFra1",
    "HealthResponse200RegionsGru1",
    "HealthResponse200RegionsHil1",
    "HealthResponse200RegionsIad1",
    "HealthResponse200RegionsSgp1",
    "HealthResponse200RegionsSyd1",
    "HealthResponse200Status",
    "HealthResponse200Temporal",
    "HealthResponse503",
    "HealthResponse503Mongodb",
    "HealthResponse503Regions",
    "HealthResponse503RegionsFra1",
    "HealthResponse503RegionsGru1",
    "HealthResponse503RegionsHil1",
    "HealthResponse503RegionsIad1",
    "HealthResponse503RegionsSgp1",
    "HealthResponse503RegionsSyd1",
    "HealthResponse503Status",
    "HealthResponse503Temporal",
    "HeartbeatsExitCodePostResponse200",
    "HeartbeatsExitCodeResponse200",
    "HeartbeatsFailPostResponse200",
    "HeartbeatsFailResponse200",
    "HeartbeatsIngestPostResponse200",
    "HeartbeatsIngestResponse200",
    "HeartbeatsStartPostResponse200",
    "HeartbeatsStartResponse200",
    "IncidentsAcknowledgeResponse200",
    "IncidentsAcknowledgeResponse200Check",
    "IncidentsAcknowledgeResponse200FailingRegionsItem",
    "IncidentsAcknowledgeResponse200Status",
    "IncidentsGetResponse200",
    "IncidentsGetResponse200Check",
    "IncidentsGetResponse200DeliveriesItem",
    "IncidentsGetResponse200DeliveriesItemAttemptsItem",
    "IncidentsGetResponse200DeliveriesItemEventType",
    "IncidentsGetResponse200DeliveriesItemStatus",
    "IncidentsGetResponse200EventsItem",
    "IncidentsGetResponse200EventsItemPayload",
    "IncidentsGetResponse200EventsItemType",
    "IncidentsGetResponse200FailingRegionsItem",
    "IncidentsGetResponse200Status",
    "IncidentsListResponse200",
    "IncidentsListResponse200DataItem",
    "IncidentsListResponse200DataItemCheck",
    "IncidentsListResponse200DataItemFailingRegionsItem",
    "IncidentsListResponse200DataItemStatus",
    "IncidentsListStatus",
    "IncidentsResolveResponse200",
    "IncidentsResolveResponse200Check",
    "IncidentsResolveResponse200FailingRegionsItem",
    "IncidentsResolveResponse200Status",
    "InvalidRequestError",
    "InvalidRequestErrorErrorsItem",
    "MaintenanceWindowsCreateBody",
    "MaintenanceWindowsCreateResponse201",
    "MaintenanceWindowsCreateResponse201CurrentType0",
    "MaintenanceWindowsCreateResponse201NextType0",
    "MaintenanceWindowsGetResponse200",
    "MaintenanceWindowsGetResponse200CurrentType0",
    "MaintenanceWindowsGetResponse200NextType0",
    "MaintenanceWindowsListResponse200",
    "MaintenanceWindowsListResponse200DataItem",
    "MaintenanceWindowsListResponse200DataItemCurrentType0",
    "MaintenanceWindowsListResponse200DataItemNextType0",
    "MaintenanceWindowsUpdateBody",
    "MaintenanceWindowsUpdateResponse200",
    "MaintenanceWindowsUpdateResponse200CurrentType0",
    "MaintenanceWindowsUpdateResponse200NextType0",
    "MarketingContactBody",
    "MarketingContactResponse202",
    "McpBody",
    "McpResponse200",
    "McpResponse406",
    "MembersListResponse200",
    "MembersListResponse200DataItem",
    "MembersListResponse200DataItemRole",
    "MembersUpdateBody",
    "MembersUpdateBodyRole",
    "MembersUpdateResponse200",
    "MembersUpdateResponse200Role",
    "MonitorCreateDns",
    "MonitorCreateDnsRecordType",
    "MonitorCreateDnsRegionsItem",
    "MonitorCreateHeartbeat",
    "MonitorCreateHeartbeatHeartbeat",
    "MonitorCreateHeartbeatRegionsItem",
    "MonitorCreateHttp",
    "MonitorCreateHttpAssertionsItem",
    "MonitorCreateHttpAssertionsItemComparison",
    "MonitorCreateHttpAssertionsItemSource",
    "MonitorCreateHttpBasicAuth",
    "MonitorCreateHttpHeaders",
    "MonitorCreateHttpIpFamily",
    "MonitorCreateHttpMethod",
    "MonitorCreateHttpRegionsItem",
    "MonitorCreateKeyword",
    "MonitorCreateKeywordAssertionsItem",
    "MonitorCreateKeywordAssertionsItemComparison",
    "MonitorCreateKeywordAssertionsItemSource",
    "MonitorCreateKeywordBasicAuth",
    "MonitorCreateKeywordHeaders",
    "MonitorCreateKeywordIpFamily",
    "MonitorCreateKeywordKeywordMode",
    "MonitorCreateKeywordMethod",
    "MonitorCreateKeywordRegionsItem",
    "MonitorCreatePing",
    "MonitorCreatePingRegionsItem",
    "MonitorCreateSsl",
    "MonitorCreateSslRegionsItem",
    "MonitorCreateTcp",
    "MonitorCreateTcpRegionsItem",
    "MonitorTestDefinitionDns",
    "MonitorTestDefinitionDnsRecordTypeType0",
    "MonitorTestDefinitionHttp",
    "MonitorTestDefinitionHttpAssertionsType0Item",
    "MonitorTestDefinitionHttpAssertionsType0ItemComparison",
    "MonitorTestDefinitionHttpAssertionsType0ItemSource",
    "MonitorTestDefinitionHttpBasicAuthType0",
    "MonitorTestDefinitionHttpHeadersType0",
    "MonitorTestDefinitionHttpIpFamilyType0",
    "MonitorTestDefinitionHttpMethodType0",
    "MonitorTestDefinitionKeyword",
    "MonitorTestDefinitionKeywordAssertionsType0Item",
    "MonitorTestDefinitionKeywordAssertionsType0ItemComparison",
    "MonitorTestDefinitionKeywordAssertionsType0ItemSource",
    "MonitorTestDefinitionKeywordBasicAuthType0",
    "MonitorTestDefinitionKeywordHeadersType0",
    "MonitorTestDefinitionKeywordIpFamilyType0",
    "MonitorTestDefinitionKeywordKeywordMode",
    "MonitorTestDefinitionKeywordMethodType0",
    "MonitorTestDefinitionPing",
    "MonitorTestDefinitionSsl",
    "MonitorTestDefinitionTcp",
    "MonitorsCreateResponse201",
    "MonitorsCreateResponse201AssertionsItem",
    "MonitorsCreateResponse201AssertionsItemComparison",
    "MonitorsCreateResponse201AssertionsItemSource",
    "MonitorsCreateResponse201BasicAuth",
    "MonitorsCreateResponse201Headers",
    "MonitorsCreateResponse201Heartbeat",
    "MonitorsCreateResponse201HeartbeatSignals",
    "MonitorsCreateResponse201IpFamily",
    "MonitorsCreateResponse201KeywordMode",
    "MonitorsCreateResponse201Method",
    "MonitorsCreateResponse201RegionsItem",
    "MonitorsCreateResponse201Status",
    "MonitorsCreateResponse201Type",
    "MonitorsGetResponse200",
    "MonitorsGetResponse200AssertionsItem",
    "MonitorsGetResponse200AssertionsItemComparison",
    "MonitorsGetResponse200AssertionsItemSource",
    "MonitorsGetResponse200BasicAuth",
    "MonitorsGetResponse200Headers",
    "MonitorsGetResponse200Heartbeat",
    "MonitorsGetResponse200HeartbeatSignals",
    "MonitorsGetResponse200IpFamily",
    "MonitorsGetResponse200KeywordMode",
    "MonitorsGetResponse200Method",
    "MonitorsGetResponse200RegionsItem",
    "MonitorsGetResponse200Status",
    "MonitorsGetResponse200Type",
    "MonitorsListResponse200",
    "MonitorsListResponse200DataItem",
    "MonitorsListResponse200DataItemAssertionsItem",
    "MonitorsListResponse200DataItemAssertionsItemComparison",
    "MonitorsListResponse200DataItemAssertionsItemSource",
    "MonitorsListResponse200DataItemBasicAuth",
    "MonitorsListResponse200DataItemHeaders",
    "MonitorsListResponse200DataItemHeartbeat",
    "MonitorsListResponse200DataItemHeartbeatSignals",
    "MonitorsListResponse200DataItemIpFamily",
    "MonitorsListResponse200DataItemKeywordMode",
    "MonitorsListResponse200DataItemMethod",
    "MonitorsListResponse200DataItemRegionsItem",
    "MonitorsListResponse200DataItemStatus",
    "MonitorsListResponse200DataItemType",
    "MonitorsPauseResponse200",
    "MonitorsPauseResponse200AssertionsItem",
    "MonitorsPauseResponse200AssertionsItemComparison",
    "MonitorsPauseResponse200AssertionsItemSource",
    "MonitorsPauseResponse200BasicAuth",
    "MonitorsPauseResponse200Headers",
    "MonitorsPauseResponse200Heartbeat",
    "MonitorsPauseResponse200HeartbeatSignals",
    "MonitorsPauseResponse200IpFamily",
    "MonitorsPauseResponse200KeywordMode",
    "MonitorsPauseResponse200Method",
    "MonitorsPauseResponse200RegionsItem",
    "MonitorsPauseResponse200Status",
    "MonitorsPauseResponse200Type",
    "MonitorsResumeResponse200",
    "MonitorsResumeResponse200AssertionsItem",
    "MonitorsResumeResponse200AssertionsItemComparison",
    "MonitorsResumeResponse200AssertionsItemSource",
    "MonitorsResumeResponse200BasicAuth",
    "MonitorsResumeResponse200Headers",
    "MonitorsResumeResponse200Heartbeat",
    "MonitorsResumeResponse200HeartbeatSignals",
    "MonitorsResumeResponse200IpFamily",
    "MonitorsResumeResponse200KeywordMode",
    "MonitorsResumeResponse200Method",
    "MonitorsResumeResponse200RegionsItem",
    "MonitorsResumeResponse200Status",
    "MonitorsResumeResponse200Type",
    "MonitorsTestBody",
    "MonitorsTestResponse200",
    "MonitorsTestResponse200AssertionsItem",
    "MonitorsUpdateBody",
    "MonitorsUpdateBodyAssertionsType0Item",
    "MonitorsUpdateBodyAssertionsType0ItemComparison",
    "MonitorsUpdateBodyAssertionsType0ItemSource",
    "MonitorsUpdateBodyBasicAuthType0",
    "MonitorsUpdateBodyHeadersType0",
    "MonitorsUpdateBodyHeartbeat",
    "MonitorsUpdateBodyIpFamilyType0",
    "MonitorsUpdateBodyKeywordMode",
    "MonitorsUpdateBodyMethodType0",
    "MonitorsUpdateBodyRecordType",
    "MonitorsUpdateBodyRegionsItem",
    "MonitorsUpdateResponse200",
    "MonitorsUpdateResponse200AssertionsItem",
    "MonitorsUpdateResponse200AssertionsItemComparison",
    "MonitorsUpdateResponse200AssertionsItemSource",
    "MonitorsUpdateResponse200BasicAuth",
    "MonitorsUpdateResponse200Headers",
    "MonitorsUpdateResponse200Heartbeat",
    "MonitorsUpdateResponse200HeartbeatSignals",
    "MonitorsUpdateResponse200IpFamily",
    "MonitorsUpdateResponse200KeywordMode",
    "MonitorsUpdateResponse200Method",
    "MonitorsUpdateResponse200RegionsItem",
    "MonitorsUpdateResponse200Status",
    "MonitorsUpdateResponse200Type",
    "MonitorsUptimeResponse200",
    "MonitorsUptimeResponse200ResponseMs",
    "MonitorsUptimeWindow",
    "OpenapiResponse200",
    "OrgGetResponse200",
    "OrgGetResponse200Billing",
    "OrgGetResponse200Limits",
    "OrgGetResponse200Usage",
    "PaymentsWebhookResponse200",
    "PaymentsWebhookResponse200Outcome",
    "PlanLimitError",
    "PlanLimitErrorErrorsItem",
    "ProbersJobsRegion",
    "ProbersJobsResponse200",
    "ProbersJobsResponse200JobsItem",
    "ProbersResultsBody",
    "ProbersResultsBodyRegion",
    "ProbersResultsBodyResultsItem",
    "ProbersResultsBodyResultsItemCertificate",
    "ProbersResultsResponse202",
    "RateLimitError",
    "RateLimitErrorErrorsItem",
    "RegionsListResponse200",
    "RegionsListResponse200RegionsItem",
    "RegionsListResponse200RegionsItemProbersItem",
    "RegionsListResponse200RegionsItemRegion",
    "RegionsListResponse200RegionsItemStatus",
    "ReportsUptimeResponse200",
    "ReportsUptimeResponse200DataItem",
    "ReportsUptimeResponse200DataItemResponseMs",
    "ReportsUptimeWindow",
    "RootResponse200",
    "RootResponse200Mongodb",
    "RootResponse200Regions",
    "RootResponse200RegionsFra1",
    "RootResponse200RegionsGru1",
    "RootResponse200RegionsHil1",
    "RootResponse200RegionsIad1",
    "RootResponse200RegionsSgp1",
    "RootResponse200RegionsSyd1",
    "RootResponse200Status",
    "RootResponse200Temporal",
    "RootResponse503",
    "RootResponse503Mongodb",
    "RootResponse503Regions",
    "RootResponse503RegionsFra1",
    "RootResponse503RegionsGru1",
    "RootResponse503RegionsHil1",
    "RootResponse503RegionsIad1",
    "RootResponse503RegionsSgp1",
    "RootResponse503RegionsSyd1",
    "RootResponse503Status",
    "RootResponse503Temporal",
    "StatusByHostResponse200",
    "StatusPageGetResponse200",
    "StatusPageGetResponse200ComponentsType0Item",
    "StatusPageResponse200",
    "StatusPageUpdateBody",
    "StatusPageUpdateBodyComponentsItem",
    "StatusPageUpdateResponse200",
    "StatusPageUpdateResponse200ComponentsType0Item",
    "StatusSubscribeBody",
    "StatusSubscribeResponse202",
    "StatusUnlockBody",
    "StatusV2ComponentsResponse200",
    "StatusV2ComponentsResponse200Page",
    "StatusV2IncidentsResponse200",
    "StatusV2IncidentsResponse200Page",
    "StatusV2ScheduledMaintenancesResponse200",
    "StatusV2ScheduledMaintenancesResponse200Page",
    "StatusV2StatusResponse200",
    "StatusV2StatusResponse200Page",
    "StatusV2SummaryResponse200",
    "StatusV2SummaryResponse200Page",
    "StatusVerifyResponse200",
    "TlsAskResponse200",
)
