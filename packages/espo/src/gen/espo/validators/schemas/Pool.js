// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkAlkaneIdText } from "@gw/runtime/common-validators/AlkaneIdText";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";

export function Pool(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.token0 === undefined) requiredFail(errors, path, "#", "token0");
		if (data.token1 === undefined) requiredFail(errors, path, "#", "token1");
		if (data.reserve0 === undefined) requiredFail(errors, path, "#", "reserve0");
		if (data.reserve1 === undefined) requiredFail(errors, path, "#", "reserve1");
		if (data.total_supply === undefined) requiredFail(errors, path, "#", "total_supply");
		if (data.token0 !== undefined) checkAlkaneIdText(errors, data.token0, path, "#/properties/token0", "token0");
		if (data.token1 !== undefined) checkAlkaneIdText(errors, data.token1, path, "#/properties/token1", "token1");
		if (data.reserve0 !== undefined) checkDecimalString(errors, data.reserve0, path, "#/properties/reserve0", "reserve0");
		if (data.reserve1 !== undefined) checkDecimalString(errors, data.reserve1, path, "#/properties/reserve1", "reserve1");
		if (data.total_supply !== undefined) checkDecimalString(errors, data.total_supply, path, "#/properties/total_supply", "total_supply");
		if (data.base !== undefined) checkAlkaneIdText(errors, data.base, path, "#/properties/base", "base");
		if (data.quote !== undefined) checkAlkaneIdText(errors, data.quote, path, "#/properties/quote", "quote");
		if (data.base_reserve !== undefined) checkDecimalString(errors, data.base_reserve, path, "#/properties/base_reserve", "base_reserve");
		if (data.quote_reserve !== undefined) checkDecimalString(errors, data.quote_reserve, path, "#/properties/quote_reserve", "quote_reserve");
		if (data.source !== undefined) {
			const data0 = data.source;
			if (typeof data0 != "string") typeFail(errors, path + "/source", "#/properties/source", "string");
		}
	} else typeFail(errors, path, "#", "object");
	Pool.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
