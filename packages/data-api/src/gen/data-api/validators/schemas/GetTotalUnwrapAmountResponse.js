// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isObject, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";
import { RestSuccessEnvelope } from "@gw/runtime/common-validators/RestSuccessEnvelope";

const pattern0 = pattern("^(0|[1-9][0-9]*)$", "u");

export function GetTotalUnwrapAmountResponse(data, path = "") {
	const errors = [];
	if (!RestSuccessEnvelope(data, path)) errors.push(...RestSuccessEnvelope.errors);
	if (isObject(data)) {
		if (data.data !== undefined) {
			const data0 = data.data;
			if (isObject(data0)) {
				if (data0.totalAmount !== undefined) checkUintString(errors, data0.totalAmount, path + "/data" + "/totalAmount", "#/allOf/1/properties/data/properties/totalAmount");
			}
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	GetTotalUnwrapAmountResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `UintString`, checked where it is used. */
function checkUintString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^(0|[1-9][0-9]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
