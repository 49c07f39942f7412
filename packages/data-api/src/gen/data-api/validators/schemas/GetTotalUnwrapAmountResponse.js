// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isObject, typeFail } from "@gw/runtime/validator-support";
import { RestSuccessEnvelope } from "@gw/runtime/common-validators/RestSuccessEnvelope";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function GetTotalUnwrapAmountResponse(data, path = "") {
	const errors = [];
	if (!RestSuccessEnvelope(data, path)) errors.push(...RestSuccessEnvelope.errors);
	if (isObject(data)) {
		if (data.data !== undefined) {
			const data0 = data.data;
			if (isObject(data0)) {
				if (data0.totalAmount !== undefined) checkUintString(errors, data0.totalAmount, path + "/data", "#/allOf/1/properties/data/properties/totalAmount", "totalAmount");
			}
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	GetTotalUnwrapAmountResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
