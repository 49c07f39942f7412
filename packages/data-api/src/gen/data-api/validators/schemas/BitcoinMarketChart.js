// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { ChartPoint } from "./ChartPoint.js";

export function BitcoinMarketChart(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.prices === undefined) requiredFail(errors, path, "#", "prices");
		if (data.market_caps === undefined) requiredFail(errors, path, "#", "market_caps");
		if (data.total_volumes === undefined) requiredFail(errors, path, "#", "total_volumes");
		if (data.prices !== undefined) {
			const data0 = data.prices;
			if (Array.isArray(data0)) {
				const path0 = path + "/prices";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!ChartPoint(data0[i1])) errors.push(...failed(ChartPoint, data0[i1], path0 + "/" + i1));
				}
			} else typeFail(errors, path + "/prices", "#/properties/prices", "array");
		}
		if (data.market_caps !== undefined) {
			const data2 = data.market_caps;
			if (Array.isArray(data2)) {
				const path1 = path + "/market_caps";
				for (let i3 = 0; i3 < data2.length; i3++) {
					if (!ChartPoint(data2[i3])) errors.push(...failed(ChartPoint, data2[i3], path1 + "/" + i3));
				}
			} else typeFail(errors, path + "/market_caps", "#/properties/market_caps", "array");
		}
		if (data.total_volumes !== undefined) {
			const data4 = data.total_volumes;
			if (Array.isArray(data4)) {
				const path2 = path + "/total_volumes";
				for (let i5 = 0; i5 < data4.length; i5++) {
					if (!ChartPoint(data4[i5])) errors.push(...failed(ChartPoint, data4[i5], path2 + "/" + i5));
				}
			} else typeFail(errors, path + "/total_volumes", "#/properties/total_volumes", "array");
		}
	} else typeFail(errors, path, "#", "object");
	BitcoinMarketChart.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
