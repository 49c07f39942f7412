// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit.

import { isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";

export function Holder(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.pkscript === undefined) requiredFail(errors, path, "#", "pkscript");
		if (data.wallet === undefined) requiredFail(errors, path, "#", "wallet");
		if (data.overall_balance === undefined) requiredFail(errors, path, "#", "overall_balance");
		if (data.available_balance === undefined) requiredFail(errors, path, "#", "available_balance");
		if (data.pkscript !== undefined) {
			const data0 = data.pkscript;
			if (typeof data0 != "string") typeFail(errors, path + "/pkscript", "#/properties/pkscript", "string");
		}
		if (data.wallet !== undefined) {
			const data1 = data.wallet;
			if (typeof data1 != "string") typeFail(errors, path + "/wallet", "#/properties/wallet", "string");
		}
		if (data.overall_balance !== undefined) checkDecimalString(errors, data.overall_balance, path, "#/properties/overall_balance", "overall_balance");
		if (data.available_balance !== undefined) checkDecimalString(errors, data.available_balance, path, "#/properties/available_balance", "available_balance");
	} else typeFail(errors, path, "#", "object");
	Holder.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
