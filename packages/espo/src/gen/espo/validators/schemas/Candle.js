// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";

export function Candle(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.open_time === undefined) requiredFail(errors, path, "#", "open_time");
		if (data.close_time === undefined) requiredFail(errors, path, "#", "close_time");
		if (data.open === undefined) requiredFail(errors, path, "#", "open");
		if (data.high === undefined) requiredFail(errors, path, "#", "high");
		if (data.low === undefined) requiredFail(errors, path, "#", "low");
		if (data.close === undefined) requiredFail(errors, path, "#", "close");
		if (data.volume === undefined) requiredFail(errors, path, "#", "volume");
		if (data.trades === undefined) requiredFail(errors, path, "#", "trades");
		if (data.open_time !== undefined) {
			const data0 = data.open_time;
			if (typeof data0 != "string") typeFail(errors, path + "/open_time", "#/properties/open_time", "string");
		}
		if (data.close_time !== undefined) {
			const data1 = data.close_time;
			if (typeof data1 != "string") typeFail(errors, path + "/close_time", "#/properties/close_time", "string");
		}
		if (data.open !== undefined) checkDecimalString(errors, data.open, path, "#/properties/open", "open");
		if (data.high !== undefined) checkDecimalString(errors, data.high, path, "#/properties/high", "high");
		if (data.low !== undefined) checkDecimalString(errors, data.low, path, "#/properties/low", "low");
		if (data.close !== undefined) checkDecimalString(errors, data.close, path, "#/properties/close", "close");
		if (data.volume !== undefined) checkDecimalString(errors, data.volume, path, "#/properties/volume", "volume");
		if (data.trades !== undefined) {
			const data2 = data.trades;
			if (!isInteger(data2)) typeFail(errors, path + "/trades", "#/properties/trades", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/trades", "#/properties/trades", "minimum", 0);
			}
		}
		if (data.ts !== undefined) {
			const data3 = data.ts;
			if (!isInteger(data3)) typeFail(errors, path + "/ts", "#/properties/ts", "integer");
			if (typeof data3 == "number") {
				if (data3 < 0 || isNaN(data3)) limitFail(errors, path + "/ts", "#/properties/ts", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	Candle.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
