// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit.

import { failed, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { MarketTopic } from "./MarketTopic.js";
import { SnapshotOrder } from "./SnapshotOrder.js";

export function Snapshot(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.market === undefined) requiredFail(errors, path, "#", "market");
		if (data.orders === undefined) requiredFail(errors, path, "#", "orders");
		if (data.market !== undefined) {
			if (!MarketTopic(data.market)) errors.push(...failed(MarketTopic, data.market, path + "/market"));
		}
		if (data.orders !== undefined) {
			const data0 = data.orders;
			if (Array.isArray(data0)) {
				const path0 = path + "/orders";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!SnapshotOrder(data0[i1])) errors.push(...failed(SnapshotOrder, data0[i1], path0 + "/" + i1));
				}
			} else typeFail(errors, path + "/orders", "#/properties/orders", "array");
		}
	} else typeFail(errors, path, "#", "object");
	Snapshot.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
