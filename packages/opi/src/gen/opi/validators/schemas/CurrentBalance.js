// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";

export function CurrentBalance(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.overall_balance === undefined) requiredFail(errors, path, "#", "overall_balance");
		if (data.available_balance === undefined) requiredFail(errors, path, "#", "available_balance");
		if (data.block_height === undefined) requiredFail(errors, path, "#", "block_height");
		if (data.overall_balance !== undefined) checkDecimalString(errors, data.overall_balance, path, "#/properties/overall_balance", "overall_balance");
		if (data.available_balance !== undefined) checkDecimalString(errors, data.available_balance, path, "#/properties/available_balance", "available_balance");
		if (data.block_height !== undefined) {
			const data0 = data.block_height;
			if (!isInteger(data0)) typeFail(errors, path + "/block_height", "#/properties/block_height", "integer");
			if (typeof data0 == "number") {
				if (data0 < 0 || isNaN(data0)) limitFail(errors, path + "/block_height", "#/properties/block_height", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	CurrentBalance.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
