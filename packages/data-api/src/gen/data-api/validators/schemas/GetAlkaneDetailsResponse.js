// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { AlkaneDetails } from "./AlkaneDetails.js";
import { RestSuccessEnvelope } from "@gw/runtime/common-validators/RestSuccessEnvelope";

export function GetAlkaneDetailsResponse(data, path = "") {
	const errors = [];
	if (!RestSuccessEnvelope(data, path)) errors.push(...RestSuccessEnvelope.errors);
	if (isObject(data)) {
		if (data.data !== undefined) {
			if (!AlkaneDetails(data.data)) errors.push(...failed(AlkaneDetails, data.data, path + "/data"));
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	GetAlkaneDetailsResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
