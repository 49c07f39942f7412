// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit.

import { failed, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { MarketEntry } from "./MarketEntry.js";

export function MarketsResponse(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.markets === undefined) requiredFail(errors, path, "#", "markets");
		if (data.markets !== undefined) {
			const data0 = data.markets;
			if (Array.isArray(data0)) {
				const path0 = path + "/markets";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!MarketEntry(data0[i1])) errors.push(...failed(MarketEntry, data0[i1], path0 + "/" + i1));
				}
			} else typeFail(errors, path + "/markets", "#/properties/markets", "array");
		}
	} else typeFail(errors, path, "#", "object");
	MarketsResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
