// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isObject, typeFail } from "@gw/runtime/validator-support";
import { RestSuccessEnvelope } from "@gw/runtime/common-validators/RestSuccessEnvelope";

export function GetAddressOutpointsResponse(data, path = "") {
	const errors = [];
	if (!RestSuccessEnvelope(data, path)) errors.push(...RestSuccessEnvelope.errors);
	if (isObject(data)) {
	} else typeFail(errors, path, "#/allOf/1", "object");
	GetAddressOutpointsResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
