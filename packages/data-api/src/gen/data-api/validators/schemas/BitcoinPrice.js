// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { UsdQuote } from "./UsdQuote.js";

export function BitcoinPrice(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.bitcoin === undefined) requiredFail(errors, path, "#", "bitcoin");
		if (data.bitcoin !== undefined) {
			if (!UsdQuote(data.bitcoin)) errors.push(...failed(UsdQuote, data.bitcoin, path + "/bitcoin"));
		}
	} else typeFail(errors, path, "#", "object");
	BitcoinPrice.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
