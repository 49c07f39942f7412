// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit.

import { isObject, typeFail } from "@gw/runtime/validator-support";
import { OpiEnvelope } from "@gw/runtime/common-validators/OpiEnvelope";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";

export function BalanceOnBlockResponse(data, path = "") {
	const errors = [];
	if (!OpiEnvelope(data, path)) errors.push(...OpiEnvelope.errors);
	if (isObject(data)) {
		if (data.error !== undefined) {
			const data0 = data.error;
			if (!(data0 === null)) typeFail(errors, path + "/error", "#/allOf/1/properties/error", "null");
		}
		if (data.result !== undefined) {
			const data1 = data.result;
			if (isObject(data1)) {
				if (data1.overall_balance !== undefined) checkDecimalString(errors, data1.overall_balance, path + "/result", "#/allOf/1/properties/result/properties/overall_balance", "overall_balance");
				if (data1.available_balance !== undefined) checkDecimalString(errors, data1.available_balance, path + "/result", "#/allOf/1/properties/result/properties/available_balance", "available_balance");
			}
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	BalanceOnBlockResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
