// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function UsdQuote(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.usd === undefined) requiredFail(errors, path, "#", "usd");
		if (data.usd !== undefined) {
			const data0 = data.usd;
			if (typeof data0 != "number") typeFail(errors, path + "/usd", "#/properties/usd", "number");
		}
	} else typeFail(errors, path, "#", "object");
	UsdQuote.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
